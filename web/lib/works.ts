// The user's works from the API, typed by the Worker's routes.
import { api, unwrap } from "./api";

import type { WorkSource } from "../../worker/db/schema";
import type { Work } from "../../worker/services/works";

export type { Work, WorkSource };

export type WorksQuery = { limit?: number; q?: string; source?: WorkSource; after?: Work };

export function fetchWorks(query: WorksQuery = {}) {
  return unwrap(
    api.works.$get({
      query: {
        limit: String(query.limit ?? 50),
        ...(query.q ? { q: query.q } : {}),
        ...(query.source ? { source: query.source } : {}),
        ...(query.after ? { beforeTime: query.after.createdAt, beforeId: query.after.id } : {}),
      },
    }),
  );
}

export const fetchRecentWorks = (limit: number) => fetchWorks({ limit });

export function fetchWork(id: string) {
  return unwrap(api.works[":id"].$get({ param: { id } }));
}

export function deleteWork(id: string) {
  return unwrap(api.works[":id"].$delete({ param: { id } }));
}

/**
 * The file name a download gets: the spec names art studio results artwork-{id}.png. The
 * extension is corrected to the file's real format when it is fetched (lib/download.ts).
 */
export const downloadName = (work: Work) =>
  work.source === "nano" ? `product-${Date.parse(work.createdAt)}.png` : work.source === "interior" ? `interior-design-${Date.parse(work.createdAt)}.png` : `artwork-${work.id}.png`;
