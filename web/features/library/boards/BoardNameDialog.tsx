// The one dialog that names a board: a new one (no board given) or a rename of `board`.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { errorMessage } from "@/lib/error-messages";
import { BOARD_NAME_MAX } from "../../../../shared/limits";
import { boardsApi, type Board } from "./boards-api";

export type NameTarget = { kind: "create" } | { kind: "rename"; board: Board };

export function BoardNameDialog({
  target,
  onClose,
  onSaved,
}: {
  target: NameTarget | null;
  onClose: () => void;
  onSaved: (board: Board) => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    if (target) {
      setName(target.kind === "rename" ? target.board.name : "");
      ref.current?.showModal();
    } else ref.current?.close();
  }, [target]);

  const trimmed = name.trim();
  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!target || !trimmed || busy) return;
    setBusy(true);
    try {
      const { board } =
        target.kind === "create" ? await boardsApi.create(trimmed) : await boardsApi.rename(target.board.id, trimmed);
      toast.success(target.kind === "create" ? m.boards_created() : m.boards_renamed());
      onSaved(board);
      onClose();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onClose={onClose} data-testid="board-name-dialog">
      <form className="modal-box space-y-3" onSubmit={(e) => void submit(e)}>
        <h3 id={titleId} className="text-lg font-bold">
          {target?.kind === "rename" ? m.boards_rename_title() : m.boards_new()}
        </h3>
        <fieldset className="fieldset">
          <legend className="fieldset-legend">{m.boards_name_label()}</legend>
          <input
            className="input w-full"
            value={name}
            onChange={(e) => setName(e.target.value)}
            maxLength={BOARD_NAME_MAX}
            placeholder={m.boards_name_placeholder()}
            autoFocus
            required
            data-testid="board-name-input"
          />
        </fieldset>
        <div className="modal-action">
          <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
            {m.common_cancel()}
          </button>
          <button type="submit" className="btn btn-primary" disabled={busy || !trimmed} data-testid="board-name-save">
            {busy && <span className="loading loading-spinner loading-sm" />}
            {target?.kind === "rename" ? m.boards_save() : m.boards_create()}
          </button>
        </div>
      </form>
    </dialog>
  );
}
