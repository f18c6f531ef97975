// The user's works from the API, typed by the Worker's routes. The library lists creations:
// the newest version's fields plus every version (v0 the original, then each refinement).
// Every list and single work is a query under the "works" key, so anything that makes, changes
// or deletes a work invalidates them all at once (invalidateWorks).
import { infiniteQueryOptions, queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "./api";
import { queryClient } from "./query-client";

import type { WorkSource } from "../../shared/choices";
import type { Creation } from "../../worker/features/works/library";
import type { Work } from "../../worker/features/works/service";

export type { Creation, Work, WorkSource };

/** `board`: only the creations on this board of the user's (features/library/boards). */
export type WorksQuery = { limit?: number; q?: string; source?: WorkSource; board?: string; after?: Creation };

export function fetchWorks(query: WorksQuery = {}) {
  return unwrap(
    api.works.$get({
      query: {
        limit: String(query.limit ?? 50),
        ...(query.q ? { q: query.q } : {}),
        ...(query.source ? { source: query.source } : {}),
        ...(query.board ? { board: query.board } : {}),
        ...(query.after ? { beforeTime: query.after.createdAt, beforeId: query.after.rootId } : {}),
      },
    }),
  );
}

export function fetchWork(id: string) {
  return unwrap(api.works[":id"].$get({ param: { id } }));
}

const WORKS = ["works"] as const;

/** The newest `limit` creations (the dashboard's recent works). */
export const recentWorksQuery = (limit: number) =>
  queryOptions({ queryKey: [...WORKS, "recent", limit], queryFn: () => fetchWorks({ limit }) });

/** The newest work of one source (the interior studio shows its latest design). */
export const latestWorkQuery = (source: WorkSource) =>
  queryOptions({ queryKey: [...WORKS, "latest", source], queryFn: () => fetchWorks({ limit: 1, source }) });

/** The dashboard's 6 recent works. */
export const RECENT_WORKS = recentWorksQuery(6);

/** The library's filter; an empty search is no search, so the loader and the page share one key. */
export type LibraryFilter = { q?: string; source?: WorkSource; board?: string };

const LIBRARY_PAGE = 50;

/** The library's list in pages of 50, each after the last creation of the page before. */
export const libraryQuery = ({ q, source, board }: LibraryFilter = {}) =>
  infiniteQueryOptions({
    queryKey: [...WORKS, "library", { q: q || undefined, source, board }],
    queryFn: ({ pageParam }) => fetchWorks({ limit: LIBRARY_PAGE, q, source, board, after: pageParam }),
    initialPageParam: undefined as Creation | undefined,
    getNextPageParam: (last) => (last.hasMore ? last.works[last.works.length - 1] : undefined),
  });

export const workQuery = (id: string) =>
  queryOptions({ queryKey: [...WORKS, "one", id], queryFn: () => fetchWork(id) });

/**
 * After a creation, a deletion or a new version: every list of works is read again, the shown
 * ones at once; `refetch: false` when the page has already shown the change itself.
 */
export const invalidateWorks = ({ refetch = true }: { refetch?: boolean } = {}) =>
  queryClient.invalidateQueries({ queryKey: WORKS, refetchType: refetch ? "active" : "none" });

/** A single work as a creation of one version (a work shown outside the library). */
export const asCreation = (work: Work | Creation): Creation =>
  "versions" in work ? work : { ...work, versions: [work] };

/** The creation without one of its versions; null when that was its original (the whole creation goes). */
export function withoutVersion(creation: Creation, workId: string): Creation | null {
  if (workId === creation.rootId) return null;
  const versions = creation.versions.filter((v) => v.id !== workId);
  return { ...versions[versions.length - 1], versions };
}

/** Deletes one work; the original (v0) of a creation takes every version with it (see worker/features/works/service.ts). */
export function deleteWork(id: string) {
  return unwrap(api.works[":id"].$delete({ param: { id } }));
}

/**
 * The file name a download gets: the spec names art studio results artwork-{id}.png. The
 * extension is corrected to the file's real format when it is fetched (lib/download.ts).
 */
export const downloadName = (work: Work) =>
  work.source === "nano"
    ? `product-${Date.parse(work.createdAt)}.png`
    : work.source === "interior"
      ? `interior-design-${Date.parse(work.createdAt)}.png`
      : `artwork-${work.id}.png`;
