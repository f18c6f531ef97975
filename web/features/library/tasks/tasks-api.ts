// The user's background tasks from the API; the active list is a query the library's loader
// starts with the session (web/app/page-data.ts) and every creation of a task invalidates.
import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api";

export type Task = Awaited<ReturnType<typeof fetchActiveTasks>>["tasks"][number];

export const fetchActiveTasks = () => unwrap(api.tasks.$get());
export const fetchTask = (id: string) => unwrap(api.tasks[":id"].$get({ param: { id } }));

export const activeTasksQuery = queryOptions({ queryKey: ["tasks"], queryFn: fetchActiveTasks });
