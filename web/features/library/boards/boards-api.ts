// The user's boards from the API (worker/features/boards/routes.ts), typed by the Worker's routes; the
// list is a query the library's loader starts with the session (web/app/page-data.ts).
import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api";
import type { Board } from "../../../../worker/features/boards/service";

export type { Board };

export const boardsApi = {
  list: () => unwrap(api.boards.$get()),
  create: (name: string) => unwrap(api.boards.$post({ json: { name } })),
  rename: (id: string, name: string) => unwrap(api.boards[":id"].$patch({ param: { id }, json: { name } })),
  remove: (id: string) => unwrap(api.boards[":id"].$delete({ param: { id } })),
  addWork: (id: string, workId: string) => unwrap(api.boards[":id"].works[":workId"].$put({ param: { id, workId } })),
  removeWork: (id: string, workId: string) =>
    unwrap(api.boards[":id"].works[":workId"].$delete({ param: { id, workId } })),
  /** The ids of the boards that hold the work's creation. */
  of: (workId: string) => unwrap(api.works[":id"].boards.$get({ param: { id: workId } })),
};

export const boardsQuery = queryOptions({ queryKey: ["boards"], queryFn: boardsApi.list });
