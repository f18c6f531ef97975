// The boards part of the library page: the board bar, the dialog that names a board, and the
// confirmation before a board is deleted (its works stay in the library).
import { useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { errorMessage } from "@/lib/error-messages";
import { BoardBar } from "./BoardBar";
import { BoardNameDialog } from "./BoardNameDialog";
import { boardsApi, type Board } from "./boards-api";
import type { useBoards } from "./use-boards";

export function LibraryBoards({ state }: { state: ReturnType<typeof useBoards> }) {
  const [doomed, setDoomed] = useState<Board | null>(null);
  const [deleting, setDeleting] = useState(false);

  async function confirmDelete() {
    if (!doomed) return;
    setDeleting(true);
    try {
      await boardsApi.remove(doomed.id);
      if (state.active?.id === doomed.id) state.setActiveId(undefined);
      toast.success(m.boards_deleted());
      await state.reload();
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setDeleting(false);
      setDoomed(null);
    }
  }

  return (
    <>
      <BoardBar
        boards={state.boards}
        active={state.active}
        onSelect={state.setActiveId}
        onCreate={() => state.setNaming({ kind: "create" })}
        onRename={(board) => state.setNaming({ kind: "rename", board })}
        onDelete={setDoomed}
      />
      <BoardNameDialog
        target={state.naming}
        onClose={() => state.setNaming(null)}
        onSaved={() => void state.reload()}
      />
      {/* Mounted only while asked: the page keeps one "confirm delete" button, the works' own. */}
      {doomed && (
        <ConfirmDialog
          open
          title={m.boards_delete()}
          body={m.boards_delete_confirm({ name: doomed.name })}
          confirmLabel={m.common_delete()}
          busy={deleting}
          onConfirm={() => void confirmDelete()}
          onCancel={() => setDoomed(null)}
        />
      )}
    </>
  );
}
