// The user's works from the API, typed by the Worker's routes.
import { api, unwrap } from "./api";

export type Work = Awaited<ReturnType<typeof fetchRecentWorks>>["works"][number];

export function fetchRecentWorks(limit: number) {
  return unwrap(api.works.$get({ query: { limit: String(limit) } }));
}
