// Loads one admin resource through the data cache: null while loading, the data after, and on
// failure an empty fallback plus a 加载失败 toast with the server's reason. `reload` reads it
// again; `setData` shows a change at once (an optimistic toggle, a dismissed alert). The key
// names the resource and its query (adminQuery), so the route's loader and the page share it.
// `changes`: what users see of this resource (the studio's styles, the packages on sale), read
// again when next shown after the admin changes it here.
import { useQuery } from "@tanstack/react-query";
import { useCallback, useEffect, type SetStateAction } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { queryClient } from "@/lib/query-client";
import { adminQuery } from "./admin-api";
import { adminErrorMessage } from "./admin-errors";

export function useAdminData<T>(
  key: readonly unknown[],
  load: () => Promise<T>,
  fallback: T,
  changes: readonly (readonly unknown[])[] = [],
) {
  const options = adminQuery(key, load);
  const query = useQuery(options, queryClient);
  const data = query.data ?? (query.isError ? fallback : null);
  const queryKey = options.queryKey;
  const hash = JSON.stringify(queryKey);
  const changed = JSON.stringify(changes);
  const invalidateUsersView = useCallback(
    () => {
      for (const users of changes) void queryClient.invalidateQueries({ queryKey: users });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the keys' contents, not their identity
    [changed],
  );

  useEffect(() => {
    if (query.error) toast.error(m.admin_load_failed(), { description: adminErrorMessage(query.error) });
  }, [query.error]);

  const setData = useCallback(
    (next: SetStateAction<T | null>) => {
      queryClient.setQueryData<T>(queryKey, (current) => {
        const value = typeof next === "function" ? (next as (d: T | null) => T | null)(current ?? null) : next;
        return value ?? undefined;
      });
      invalidateUsersView();
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key's contents, not its identity
    [hash, invalidateUsersView],
  );
  // An answer still on its way was asked before the change: it is dropped, not joined (a first
  // load in flight is joined by invalidateQueries, even with cancelRefetch).
  const reload = useCallback(
    async () => {
      invalidateUsersView();
      await queryClient.cancelQueries({ queryKey });
      return queryClient.invalidateQueries({ queryKey });
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key's contents, not its identity
    [hash, invalidateUsersView],
  );

  return { data, setData, reload };
}
