// The library's boards: the list (with counts and covers, reloaded after each change), the board
// the library is filtered by, if any, and the board being named (a new one, or a rename).
import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { boardsApi, type Board } from "./boards-api";
import type { NameTarget } from "./BoardNameDialog";

export function useBoards() {
  const [boards, setBoards] = useState<Board[]>([]);
  const [activeId, setActiveId] = useState<string | undefined>();
  const [naming, setNaming] = useState<NameTarget | null>(null);

  const reload = useCallback(async () => {
    try {
      const { boards: list } = await boardsApi.list();
      setBoards(list);
      // A board deleted elsewhere (another tab) is no longer a filter.
      setActiveId((id) => (id && list.some((b) => b.id === id) ? id : undefined));
    } catch {
      toast.error(m.boards_load_failed());
    }
  }, []);

  useEffect(() => {
    void reload();
  }, [reload]);

  const active = boards.find((b) => b.id === activeId);
  return { boards, active, setActiveId, reload, naming, setNaming };
}
