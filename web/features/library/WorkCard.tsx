// One work in the grid: click for details; download and delete on hover (always on touch).
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { downloadImage } from "@/lib/download";
import { downloadName, type Work } from "@/lib/works";

export function WorkCard({ work, label, onOpen, onDelete }: { work: Work; label: string; onOpen: () => void; onDelete: () => void }) {
  return (
    <article className="group relative overflow-hidden rounded-box bg-base-100 shadow-sm" data-testid="library-work">
      <button type="button" className="block w-full" onClick={onOpen} aria-label={work.prompt}>
        <img src={work.imageUrl} alt={work.prompt} loading="lazy" className="aspect-square w-full object-cover transition duration-300 group-hover:scale-[1.03]" />
      </button>
      <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent p-2 pt-8 text-white">
        <p className="truncate text-xs opacity-80">{label}</p>
        <p className="truncate text-sm font-medium">{work.prompt}</p>
      </div>
      <div className="absolute end-2 top-2 flex gap-1 opacity-100 transition md:opacity-0 md:group-hover:opacity-100 md:group-focus-within:opacity-100">
        <button type="button" className="btn btn-circle btn-sm bg-base-100/90" onClick={() => downloadImage(work.imageUrl, downloadName(work))} aria-label={m.common_download()} title={m.common_download()}>
          <Icon name="download" className="size-4" />
        </button>
        <button type="button" className="btn btn-circle btn-sm bg-base-100/90 text-error" onClick={onDelete} aria-label={m.common_delete()} title={m.common_delete()} data-testid="card-delete">
          <Icon name="trash" className="size-4" />
        </button>
      </div>
    </article>
  );
}
