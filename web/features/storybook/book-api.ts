// One finished book: a query the viewer's route loader starts with the session (web/app/page-data.ts).
import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api";

export const bookQuery = (id: string) =>
  queryOptions({ queryKey: ["storybooks", id], queryFn: () => unwrap(api.storybooks[":id"].$get({ param: { id } })) });
