// The library's boards: the list (with counts and covers, read again after each change), the
// board the library is filtered by, if any, and the board being named (a new one, or a rename).
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { queryClient } from "@/lib/query-client";
import { boardsQuery } from "./boards-api";
import type { NameTarget } from "./BoardNameDialog";

export function useBoards() {
  const { data, error } = useQuery(boardsQuery, queryClient);
  const boards = data?.boards ?? [];
  const [activeId, setActiveId] = useState<string | undefined>();
  const [naming, setNaming] = useState<NameTarget | null>(null);

  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: boardsQuery.queryKey }), []);

  useEffect(() => {
    if (error) toast.error(m.boards_load_failed());
  }, [error]);

  // A board deleted elsewhere (another tab) is no longer a filter.
  const active = boards.find((b) => b.id === activeId);
  return { boards, active, setActiveId, reload, naming, setNaming };
}
