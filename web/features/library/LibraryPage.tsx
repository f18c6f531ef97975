// /gallery and /library: the user's creations (one card each, its versions inside) with search,
// a source filter, boards (a filter, and "add to board" on each card), a share link per card,
// details and delete (a
// whole creation, or one later version from the dialog).
import { useCallback, useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { Icon } from "@/components/icons";
import { ShareDialog } from "@/components/ShareDialog";
import { WorkDialog } from "@/components/WorkDialog";
import { WorkToolsMenu } from "@/lib/work-tools-slot";
import type { ShareTarget } from "@/lib/shares-api";
import { useArtStyleName, workStyleName, workTitle } from "@/lib/work-names";
import { deleteWork, withoutVersion, type Creation, type Work, type WorkSource } from "@/lib/works";
import { useLibrary } from "./use-library";
import { WorkCard } from "./WorkCard";
import { TasksCard } from "@/features/library/tasks/TasksCard";
import { WORK_SOURCES } from "../../../shared/choices";
import { errorMessage } from "@/lib/error-messages";
import { AddToBoardDialog } from "./boards/AddToBoardDialog";
import { boardsApi, type Board } from "./boards/boards-api";
import { LibraryBoards } from "./boards/LibraryBoards";
import { useBoards } from "./boards/use-boards";
import { EDITABLE_SOURCES } from "../../../shared/choices";

const SOURCE_LABEL: Record<WorkSource, () => string> = {
  nano: m.library_filter_nano,
  art_studio: m.library_filter_art_studio,
  interior: m.library_filter_interior,
  storybook: m.library_filter_storybook,
};

/** The filter: all, the art studio first (as the spec lists the filters), then every other source. */
const SOURCES: { value: WorkSource | undefined; label: () => string }[] = [
  { value: undefined, label: m.library_filter_all },
  ...(["art_studio", ...WORK_SOURCES.filter((s) => s !== "art_studio")] as WorkSource[]).map((value) => ({
    value,
    label: SOURCE_LABEL[value],
  })),
];

/** Cards of the first row (5 at the widest) are fetched at once; the rest as they near the viewport. */
const FIRST_ROW = 5;

/** What is about to be deleted: a creation's original (the whole creation) or one later version. */
type Doomed = { target: Work; creation: Creation };

export default function LibraryPage() {
  const boards = useBoards();
  const activeBoard = boards.active;
  const lib = useLibrary(activeBoard?.id);
  const [boardFor, setBoardFor] = useState<Creation | null>(null);
  const closeBoardFor = useCallback(() => setBoardFor(null), []);
  const [shareFor, setShareFor] = useState<ShareTarget | null>(null);
  const closeShareFor = useCallback(() => setShareFor(null), []);
  const artStyle = useArtStyleName();
  const [open, setOpen] = useState<Creation | null>(null);
  const [doomed, setDoomed] = useState<Doomed | null>(null);
  const [deleting, setDeleting] = useState(false);

  const cardLabel = (c: Creation) => {
    const style = c.source === "storybook" ? workStyleName(c, artStyle) : null;
    return style ? `${SOURCE_LABEL[c.source]()} · ${style}` : SOURCE_LABEL[c.source]();
  };
  const wholeCreation = doomed?.target.id === doomed?.creation.rootId;

  async function confirmDelete() {
    if (!doomed) return;
    setDeleting(true);
    try {
      await deleteWork(doomed.target.id);
      const next = withoutVersion(doomed.creation, doomed.target.id);
      lib.replaceLocally(doomed.creation.rootId, next);
      if (open?.rootId === doomed.creation.rootId) setOpen(next);
      toast.success(m.library_deleted());
    } catch {
      toast.error(m.library_delete_failed(), { description: m.library_delete_failed_desc() });
    } finally {
      setDeleting(false);
      setDoomed(null);
    }
  }

  /** A creation went on or off a board: counts and covers change, and the board's own view with it. */
  function boardChanged(board: Board, creation: Creation, onBoard: boolean) {
    void boards.reload();
    if (board.id !== activeBoard?.id) return;
    if (onBoard) lib.reload();
    else lib.replaceLocally(creation.rootId, null);
  }

  async function removeFromActive(creation: Creation) {
    if (!activeBoard) return;
    try {
      await boardsApi.removeWork(activeBoard.id, creation.rootId);
      toast.success(m.boards_removed({ name: activeBoard.name }));
      boardChanged(activeBoard, creation, false);
    } catch (error) {
      toast.error(errorMessage(error));
    }
  }

  return (
    <div className="mx-auto max-w-7xl space-y-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div>
          <h1 className="text-2xl font-bold">{m.library_title()}</h1>
          <p className="text-base-content/60">{m.library_subtitle()}</p>
        </div>
        <label className="input w-full max-w-xs">
          <Icon name="search" className="size-4 opacity-60" />
          <input
            type="search"
            value={lib.search}
            onChange={(e) => lib.setSearch(e.target.value)}
            placeholder={m.library_search_placeholder()}
            data-testid="library-search"
          />
        </label>
      </div>
      <TasksCard onFinished={lib.reload} />
      <LibraryBoards state={boards} />
      {/* The tabs wrap onto a second row on a phone rather than scroll out of sight. */}
      <div role="tablist" className="tabs tabs-box w-fit max-w-full flex-wrap" data-testid="library-sources">
        {SOURCES.map((s) => (
          <button
            key={s.value ?? "all"}
            type="button"
            role="tab"
            className={`tab whitespace-nowrap ${lib.source === s.value ? "tab-active" : ""}`}
            aria-selected={lib.source === s.value}
            onClick={() => lib.setSource(s.value)}
          >
            {s.label()}
          </button>
        ))}
      </div>
      {lib.works === null ? (
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-5">
          {Array.from({ length: 10 }, (_, i) => (
            <div key={i} className="skeleton aspect-square" />
          ))}
        </div>
      ) : lib.works.length === 0 ? (
        <div className="card border border-base-300 bg-base-100">
          <div className="card-body items-center py-16 text-center text-base-content/60" data-testid="library-empty">
            <Icon name="gallery" className="size-10" />
            <p>
              {lib.search || lib.source ? m.library_no_match() : activeBoard ? m.boards_empty() : m.library_empty()}
            </p>
          </div>
        </div>
      ) : (
        <div className="grid grid-cols-2 gap-3 md:grid-cols-4 lg:grid-cols-5">
          {lib.works.map((c, i) => (
            <WorkCard
              key={c.rootId}
              creation={c}
              label={cardLabel(c)}
              title={workTitle(c.versions[0], artStyle)}
              onOpen={() => setOpen(c)}
              onDelete={() => setDoomed({ target: c.versions[0], creation: c })}
              onShare={() => setShareFor({ workId: c.id })}
              onBoards={() => setBoardFor(c)}
              onRemoveFromBoard={activeBoard ? () => void removeFromActive(c) : undefined}
              lazy={i >= FIRST_ROW}
            />
          ))}
        </div>
      )}
      {lib.hasMore && (
        <div className="text-center">
          <button
            type="button"
            className="btn btn-outline"
            onClick={() => void lib.loadMore()}
            disabled={lib.loadingMore}
            data-testid="library-more"
          >
            {lib.loadingMore && <span className="loading loading-spinner loading-sm" />}
            {m.library_load_more()}
          </button>
        </div>
      )}
      <AddToBoardDialog
        creation={boardFor}
        boards={boards.boards}
        onClose={closeBoardFor}
        onChanged={(board, onBoard) => boardFor && boardChanged(board, boardFor, onBoard)}
        onNewBoard={() => boards.setNaming({ kind: "create" })}
      />
      <ShareDialog target={shareFor} onClose={closeShareFor} />
      <WorkDialog
        work={open}
        onClose={() => setOpen(null)}
        onDelete={(target, creation) => setDoomed({ target, creation })}
        tools={(work, creation) =>
          EDITABLE_SOURCES.includes(work.source) && (
            <WorkToolsMenu
              work={work}
              onMade={(r) => {
                // The new version joins its creation (and is shown: the newest is the default).
                const next = { ...r.work, versions: [...creation.versions, r.work] };
                lib.replaceLocally(creation.rootId, next);
                setOpen(next);
              }}
            />
          )
        }
      />
      <ConfirmDialog
        open={doomed !== null}
        title={m.library_delete_title()}
        body={
          !doomed
            ? ""
            : !wholeCreation
              ? m.library_delete_version_confirm({ version: doomed.target.version })
              : doomed.creation.versions.length > 1
                ? m.library_delete_creation_confirm({ count: doomed.creation.versions.length })
                : m.library_delete_confirm()
        }
        confirmLabel={m.common_delete()}
        busy={deleting}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDoomed(null)}
      />
    </div>
  );
}
