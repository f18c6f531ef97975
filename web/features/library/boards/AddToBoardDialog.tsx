// "Add to board" for one creation: every board with a checkmark where the creation already is;
// a click adds it there or takes it off. A new board can be made from here too.
import { useEffect, useId, useRef, useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { errorMessage } from "@/lib/error-messages";
import type { Creation } from "@/lib/works";
import { boardsApi, type Board } from "./boards-api";

type Props = {
  creation: Creation | null;
  boards: Board[];
  onClose: () => void;
  /** After a change: the boards' counts and covers moved; `onBoard` says where the creation is now. */
  onChanged: (board: Board, onBoard: boolean) => void;
  onNewBoard: () => void;
};

export function AddToBoardDialog({ creation, boards, onClose, onChanged, onNewBoard }: Props) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [on, setOn] = useState<Set<string> | null>(null);
  const [busy, setBusy] = useState<string | null>(null);

  useEffect(() => {
    if (!creation) {
      ref.current?.close();
      return;
    }
    setOn(null);
    ref.current?.showModal();
    let current = true;
    boardsApi
      .of(creation.rootId)
      .then(({ boardIds }) => current && setOn(new Set(boardIds)))
      .catch((error: unknown) => {
        if (!current) return;
        toast.error(errorMessage(error));
        onClose();
      });
    return () => {
      current = false;
    };
  }, [creation, onClose]);

  async function toggle(board: Board) {
    if (!creation || !on || busy) return;
    const adding = !on.has(board.id);
    setBusy(board.id);
    try {
      if (adding) await boardsApi.addWork(board.id, creation.rootId);
      else await boardsApi.removeWork(board.id, creation.rootId);
      const next = new Set(on);
      if (adding) next.add(board.id);
      else next.delete(board.id);
      setOn(next);
      toast.success(adding ? m.boards_added({ name: board.name }) : m.boards_removed({ name: board.name }));
      onChanged(board, adding);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onClose={onClose} data-testid="add-to-board-dialog">
      <div className="modal-box space-y-3">
        <h3 id={titleId} className="text-lg font-bold">
          {m.boards_add_to()}
        </h3>
        {on === null ? (
          <div className="flex justify-center py-6">
            <span className="loading loading-spinner" />
          </div>
        ) : boards.length === 0 ? (
          <p className="py-2 text-base-content/60">{m.boards_menu_empty()}</p>
        ) : (
          <ul className="max-h-80 space-y-1 overflow-y-auto">
            {boards.map((board) => (
              <li key={board.id}>
                <button
                  type="button"
                  role="checkbox"
                  aria-checked={on.has(board.id)}
                  className="btn btn-ghost w-full justify-start gap-3 font-normal"
                  onClick={() => void toggle(board)}
                  disabled={busy !== null}
                  data-testid="board-option"
                >
                  <span
                    className={`flex size-5 shrink-0 items-center justify-center rounded border ${on.has(board.id) ? "border-primary bg-primary text-primary-content" : "border-base-content/30"}`}
                  >
                    {busy === board.id ? (
                      <span className="loading loading-spinner loading-xs" />
                    ) : (
                      on.has(board.id) && <Icon name="check" className="size-4" />
                    )}
                  </span>
                  <span className="min-w-0 flex-1 truncate text-start" dir="auto">
                    {board.name}
                  </span>
                  <span className="text-sm text-base-content/50">{board.workCount}</span>
                </button>
              </li>
            ))}
          </ul>
        )}
        <div className="modal-action flex-wrap">
          <button type="button" className="btn btn-outline" onClick={onNewBoard}>
            <Icon name="plus" className="size-4" />
            {m.boards_new()}
          </button>
          <button type="button" className="btn btn-ghost" onClick={onClose} data-testid="add-to-board-close">
            {m.common_close()}
          </button>
        </div>
      </div>
    </dialog>
  );
}
