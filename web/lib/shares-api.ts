// Share links from the API (worker/shares/routes.ts), typed by the Worker's routes: the share
// dialog on a work or a storybook and the list on /account both use them.
import { api, unwrap } from "@/lib/api";
import type { ShareLink } from "../../worker/shares/shares";

export type { ShareLink };

/** What a link shows: a work (any version's id) or a storybook. */
export type ShareTarget = { workId: string } | { storybookId: string };

export const sharesApi = {
  list: () => unwrap(api.shares.$get()),
  create: (target: ShareTarget) => unwrap(api.shares.$post({ json: target })),
  revoke: (id: string) => unwrap(api.shares[":id"].$delete({ param: { id } })),
};
