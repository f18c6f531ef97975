// Share links from the API (worker/features/shares/routes.ts), typed by the Worker's routes: the share
// dialog on a work or a storybook and the list on /account both use them.
import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api";
import { queryClient } from "@/lib/query-client";
import type { ShareLink } from "../../worker/features/shares/service";

export type { ShareLink };

/** What a link shows: a work (any version's id) or a storybook. */
export type ShareTarget = { workId: string } | { storybookId: string };

export const sharesApi = {
  list: () => unwrap(api.shares.$get()),
  /** Makes (or finds) the link; the list on /account is read again when next shown. */
  create: async (target: ShareTarget) => {
    const answer = await unwrap(api.shares.$post({ json: target }));
    void queryClient.invalidateQueries({ queryKey: sharesQuery.queryKey });
    return answer;
  },
  revoke: (id: string) => unwrap(api.shares[":id"].$delete({ param: { id } })),
};

/** The user's share links (the list on /account). */
export const sharesQuery = queryOptions({ queryKey: ["shares"], queryFn: sharesApi.list });
