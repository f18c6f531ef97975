// One creation in the grid: its newest version's image, its title (a product image's original
// prompt), a count of versions; click for details; share, add to a board, export for marketplaces
// (features/export, through its slot), download and delete on hover
// (always on touch), and, in a board's view, take it off that board.
import { m } from "@/paraglide/messages.js";
import { AiBadge } from "@/components/AiBadge";
import { Icon } from "@/components/icons";
import { VersionsBadge } from "@/components/WorkVersions";
import { WorkImage } from "@/components/WorkImage";
import { downloadImage } from "@/lib/download";
import { downloadName, type Creation } from "@/lib/works";
import { ExportPackButton } from "@/lib/work-tools-slot";

/**
 * A card's width in LibraryPage's grid (2 columns, 4 from 768 px, 5 from 1024 px; 0.75rem gaps),
 * beside the sidebar taken collapsed (3rem) and the page's padding (1rem, 1.5rem from 768 px).
 */
const CARD_SIZES =
  "(min-width: 1024px) calc((100vw - 9rem) / 5), (min-width: 768px) calc((100vw - 8.25rem) / 4), calc((100vw - 2.75rem) / 2)";

type Props = {
  creation: Creation;
  label: string;
  title: string;
  onOpen: () => void;
  onDelete: () => void;
  /** Opens "share" (a public link) for this creation's newest version, or its storybook. */
  onShare?: () => void;
  /** Opens "add to board" for this creation. */
  onBoards?: () => void;
  /** Only while the library shows one board: takes the creation off it. */
  onRemoveFromBoard?: () => void;
  lazy: boolean;
};

export function WorkCard({
  creation,
  label,
  title,
  onOpen,
  onDelete,
  onShare,
  onBoards,
  onRemoveFromBoard,
  lazy,
}: Props) {
  return (
    <article
      className="group relative overflow-hidden rounded-box bg-base-100 shadow-sm"
      data-testid="library-work"
      data-versions={creation.versions.length}
    >
      <button type="button" className="block w-full" onClick={onOpen} aria-label={title}>
        <WorkImage
          src={creation.imageUrl}
          variants={creation.variantUrls}
          size={creation.metadata}
          alt={title}
          sizes={CARD_SIZES}
          aspect={1}
          lazy={lazy}
          className="checkerboard"
          imgClassName="transition duration-300 group-hover:scale-[1.03]"
        />
      </button>
      <div className="pointer-events-none absolute inset-x-0 bottom-0 bg-gradient-to-t from-black/70 to-transparent p-2 pt-8 text-white">
        <div className="flex items-center justify-between gap-2">
          {/* The translated AI mark beside the kind of work (the top holds the actions on touch screens). */}
          <p className="flex min-w-0 items-center gap-1.5 text-xs">
            <AiBadge className="badge-xs bg-white/25" />
            <span className="truncate opacity-80">{label}</span>
          </p>
          <VersionsBadge count={creation.versions.length} />
        </div>
        <p className="truncate text-sm font-medium" dir="auto" data-testid="work-card-title">
          {title}
        </p>
      </div>
      <div className="absolute end-2 top-2 flex max-w-[calc(100%-1rem)] flex-wrap justify-end gap-1 opacity-100 transition md:opacity-0 md:group-hover:opacity-100 md:group-focus-within:opacity-100">
        {onRemoveFromBoard && (
          <button
            type="button"
            className="btn btn-circle btn-sm bg-base-100/90"
            onClick={onRemoveFromBoard}
            aria-label={m.boards_remove()}
            title={m.boards_remove()}
            data-testid="card-remove-from-board"
          >
            <Icon name="x" className="size-4" />
          </button>
        )}
        {onShare && (
          <button
            type="button"
            className="btn btn-circle btn-sm bg-base-100/90"
            onClick={onShare}
            aria-label={m.share_action()}
            title={m.share_action()}
            data-testid="card-share"
          >
            <Icon name="share" className="size-4" />
          </button>
        )}
        {onBoards && (
          <button
            type="button"
            className="btn btn-circle btn-sm bg-base-100/90"
            onClick={onBoards}
            aria-label={m.boards_add_to()}
            title={m.boards_add_to()}
            data-testid="card-boards"
          >
            <Icon name="bookmark" className="size-4" />
          </button>
        )}
        {creation.source !== "storybook" && <ExportPackButton workId={creation.id} compact />}
        <button
          type="button"
          className="btn btn-circle btn-sm bg-base-100/90"
          onClick={() => downloadImage(creation.imageUrl, downloadName(creation))}
          aria-label={m.common_download()}
          title={m.common_download()}
        >
          <Icon name="download" className="size-4" />
        </button>
        <button
          type="button"
          className="btn btn-circle btn-sm bg-base-100/90 text-error"
          onClick={onDelete}
          aria-label={m.common_delete()}
          title={m.common_delete()}
          data-testid="card-delete"
        >
          <Icon name="trash" className="size-4" />
        </button>
      </div>
    </article>
  );
}
