// The library's board filter: "All works", then each board (cover, name, number of creations),
// then "New board". The chosen board has a menu to rename or delete it. Buttons wrap onto more
// lines rather than scroll sideways on a narrow screen.
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import type { Board } from "./boards-api";

type Props = {
  boards: Board[];
  active: Board | undefined;
  onSelect: (id: string | undefined) => void;
  onCreate: () => void;
  onRename: (board: Board) => void;
  onDelete: (board: Board) => void;
};

/** Closes the focus-held dropdown before a dialog opens over it. */
const closeMenu = () => (document.activeElement as HTMLElement | null)?.blur();

export function BoardBar({ boards, active, onSelect, onCreate, onRename, onDelete }: Props) {
  const chip = (selected: boolean) =>
    `btn btn-sm max-w-full gap-2 ${selected ? "btn-primary" : "btn-ghost border-base-300"}`;
  return (
    <nav aria-label={m.boards_bar_label()} className="flex flex-wrap items-center gap-2" data-testid="board-bar">
      <button type="button" className={chip(!active)} aria-pressed={!active} onClick={() => onSelect(undefined)}>
        {m.boards_all()}
      </button>
      {boards.map((board) => (
        <button
          key={board.id}
          type="button"
          className={chip(active?.id === board.id)}
          aria-pressed={active?.id === board.id}
          onClick={() => onSelect(board.id)}
          data-testid="board-chip"
        >
          {board.coverUrl ? (
            <img src={board.coverUrl} alt="" className="size-5 shrink-0 rounded object-cover" loading="lazy" />
          ) : (
            <Icon name="bookmark" className="size-4 shrink-0" />
          )}
          <span className="min-w-0 truncate" dir="auto">
            {board.name}
          </span>
          <span className="badge badge-sm shrink-0">{board.workCount}</span>
        </button>
      ))}
      <button type="button" className="btn btn-sm btn-outline gap-1" onClick={onCreate} data-testid="board-new">
        <Icon name="plus" className="size-4" />
        {m.boards_new()}
      </button>
      {active && (
        <div className="dropdown dropdown-end">
          <button
            type="button"
            tabIndex={0}
            className="btn btn-sm btn-ghost btn-square"
            aria-label={m.boards_options()}
            title={m.boards_options()}
            data-testid="board-options"
          >
            <Icon name="dots" className="size-5" />
          </button>
          <ul tabIndex={0} className="menu dropdown-content z-10 mt-1 w-48 rounded-box bg-base-100 p-2 shadow">
            <li>
              <button type="button" onClick={() => (closeMenu(), onRename(active))} data-testid="board-rename">
                <Icon name="pencil" className="size-4" />
                {m.boards_rename()}
              </button>
            </li>
            <li>
              <button
                type="button"
                className="text-error"
                onClick={() => (closeMenu(), onDelete(active))}
                data-testid="board-delete"
              >
                <Icon name="trash" className="size-4" />
                {m.boards_delete()}
              </button>
            </li>
          </ul>
        </div>
      )}
    </nav>
  );
}
