// The library's list of creations: search text (debounced), source and board filters, and
// "load more" paging by cursor, as one infinite query per filter (web/lib/works libraryQuery);
// the unfiltered first page is what the route's loader asks for with the session.
import { useInfiniteQuery } from "@tanstack/react-query";
import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { queryClient } from "@/lib/query-client";
import { invalidateWorks, libraryQuery, type Creation, type WorkSource } from "@/lib/works";

/** `board`: the board the list is filtered by (./boards/use-boards), if any. */
export function useLibrary(board?: string) {
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [source, setSource] = useState<WorkSource | undefined>();
  const options = libraryQuery({ q: query, source, board });
  const list = useInfiniteQuery(options, queryClient);
  const works = list.data?.pages.flatMap((p) => p.works) ?? (list.isError ? [] : null);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);

  useEffect(() => {
    if (list.error) toast.error(m.library_load_failed(), { description: m.library_load_failed_desc() });
  }, [list.error]);

  const loadMore = useCallback(() => list.fetchNextPage(), [list]);

  /** Shows a creation as it is after a deletion or a new version: changed, or gone (null). */
  const replaceLocally = (rootId: string, next: Creation | null) => {
    queryClient.setQueryData(
      options.queryKey,
      (data) =>
        data && {
          ...data,
          pages: data.pages.map((p) => ({
            ...p,
            works: p.works.flatMap((c) => (c.rootId !== rootId ? [c] : next ? [next] : [])),
          })),
        },
    );
    // Other lists (the dashboard's, another filter's) are read again when next shown.
    void invalidateWorks({ refetch: false });
  };

  return {
    search,
    setSearch,
    source,
    setSource,
    works,
    hasMore: list.hasNextPage,
    loadMore,
    loadingMore: list.isFetchingNextPage,
    replaceLocally,
    reload: invalidateWorks,
  };
}
