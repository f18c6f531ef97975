// The signed-in devices list: a query (started by the route's loader), read again after a revoke
// or a password change.
import { useQuery } from "@tanstack/react-query";
import { useCallback } from "react";
import { queryClient } from "@/lib/query-client";
import { sessionsQuery } from "./account-api";

export function useSessions() {
  const query = useQuery(sessionsQuery, queryClient);
  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: sessionsQuery.queryKey }), []);
  return { sessions: query.data?.sessions ?? null, failed: query.isError, reload };
}
