// The library's list of creations: search text (debounced), source and board filters, and
// "load more" paging by cursor.
import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { fetchWorks, type Creation, type WorkSource } from "@/lib/works";

const PAGE = 50;

/** `board`: the board the list is filtered by (./boards/use-boards), if any. */
export function useLibrary(board?: string) {
  const [search, setSearch] = useState("");
  const [query, setQuery] = useState("");
  const [source, setSource] = useState<WorkSource | undefined>();
  const [works, setWorks] = useState<Creation[] | null>(null);
  const [hasMore, setHasMore] = useState(false);
  const [loadingMore, setLoadingMore] = useState(false);
  const [generation, setGeneration] = useState(0);
  const reload = useCallback(() => setGeneration((g) => g + 1), []);

  useEffect(() => {
    const timer = setTimeout(() => setQuery(search.trim()), 300);
    return () => clearTimeout(timer);
  }, [search]);

  const loadFailed = () => toast.error(m.library_load_failed(), { description: m.library_load_failed_desc() });

  useEffect(() => {
    let current = true;
    if (generation === 0) setWorks(null);
    fetchWorks({ limit: PAGE, q: query, source, board })
      .then((r) => {
        if (!current) return;
        setWorks(r.works);
        setHasMore(r.hasMore);
      })
      .catch(() => {
        if (!current) return;
        setWorks([]);
        loadFailed();
      });
    return () => {
      current = false;
    };
  }, [query, source, board, generation]);

  const loadMore = useCallback(async () => {
    if (!works?.length) return;
    setLoadingMore(true);
    try {
      const r = await fetchWorks({ limit: PAGE, q: query, source, board, after: works[works.length - 1] });
      setWorks([...works, ...r.works]);
      setHasMore(r.hasMore);
    } catch {
      loadFailed();
    } finally {
      setLoadingMore(false);
    }
  }, [works, query, source, board]);

  /** Shows a creation as it is after a deletion: with a version fewer, or gone (null). */
  const replaceLocally = (rootId: string, next: Creation | null) =>
    setWorks((list) => list?.flatMap((c) => (c.rootId !== rootId ? [c] : next ? [next] : [])) ?? null);

  return { search, setSearch, source, setSource, works, hasMore, loadMore, loadingMore, replaceLocally, reload };
}
