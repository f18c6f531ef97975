import { api, unwrap } from "@/lib/api";

export type Task = Awaited<ReturnType<typeof fetchActiveTasks>>["tasks"][number];

export const fetchActiveTasks = () => unwrap(api.tasks.$get());
export const fetchTask = (id: string) => unwrap(api.tasks[":id"].$get({ param: { id } }));
