// One creation in the grid: its newest version's image, its title (a product image's original
// prompt), a count of versions; click for details; download and delete on hover (always on touch).
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { VersionsBadge } from "@/components/WorkVersions";
import { downloadImage } from "@/lib/download";
import { downloadName, type Creation } from "@/lib/works";

export function WorkCard({ creation, label, title, onOpen, onDelete }: { creation: Creation; label: string; title: string; onOpen: () => void; onDelete: () => void }) {
  return (
    <article className="group relative overflow-hidden rounded-box bg-base-100 shadow-sm" data-testid="library-work" data-versions={creation.versions.length}>
      <button type="button" className="block w-full" onClick={onOpen} aria-label={title}>
        <img src={creation.imageUrl} alt={title} loading="lazy" className="aspect-square w-full object-cover transition duration-300 group-hover:scale-[1.03]" />
      </button>
      <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent p-2 pt-8 text-white">
        <div className="flex items-center justify-between gap-2">
          <p className="truncate text-xs opacity-80">{label}</p>
          <VersionsBadge count={creation.versions.length} />
        </div>
        <p className="truncate text-sm font-medium" data-testid="work-card-title">{title}</p>
      </div>
      <div className="absolute end-2 top-2 flex gap-1 opacity-100 transition md:opacity-0 md:group-hover:opacity-100 md:group-focus-within:opacity-100">
        <button type="button" className="btn btn-circle btn-sm bg-base-100/90" onClick={() => downloadImage(creation.imageUrl, downloadName(creation))} aria-label={m.common_download()} title={m.common_download()}>
          <Icon name="download" className="size-4" />
        </button>
        <button type="button" className="btn btn-circle btn-sm bg-base-100/90 text-error" onClick={onDelete} aria-label={m.common_delete()} title={m.common_delete()} data-testid="card-delete">
          <Icon name="trash" className="size-4" />
        </button>
      </div>
    </article>
  );
}
