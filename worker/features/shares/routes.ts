// /api/shares: the owner's share links (./shares.ts). Free; another user's work, storybook or link
// answers 404 like one that does not exist.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/env";
import { siteOrigin } from "../../platform/http/origin";
import { validate } from "../../platform/http/validation";
import { requireUser } from "../../platform/middleware/session";
import { describeRoute } from "../../platform/openapi/annotate";
import { createShare, listShares, revokeShare } from "./service";

const id = z.string().min(1).max(64);
const targetBody = z.union([z.strictObject({ workId: id }), z.strictObject({ storybookId: id })]);

export const shareRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    "/",
    describeRoute({
      operationId: "listShares",
      summary: "The user's live share links",
      answers: { 200: "`{ shares }`" },
    }),
    async (c) => {
      return c.json({ shares: await listShares(c.var.db, c.var.user.id, siteOrigin(c.env, c.req.raw)) }, 200);
    },
  )
  .post(
    "/",
    describeRoute({
      operationId: "createShare",
      summary: "Share a work or a storybook by a public link (the same thing twice gives its live link)",
      description:
        "Body `{ workId }` or `{ storybookId }`. The link's page is `/s/<token>`, open to anyone who has it.",
      errors: ["WORK_NOT_FOUND", "NOT_FOUND", "VALIDATION_ERROR"],
      answers: { 200: "`{ share }` with `share.url`" },
    }),
    validate("json", targetBody),
    async (c) => {
      const share = await createShare(c.var.db, c.var.user.id, c.req.valid("json"), siteOrigin(c.env, c.req.raw));
      return c.json({ share, url: share.url }, 200);
    },
  )
  .delete(
    "/:id",
    describeRoute({
      operationId: "stopSharing",
      summary: "Stop sharing: the link answers 404 from now on",
      errors: ["NOT_FOUND"],
      answers: { 200: "`{ deleted: true }`" },
    }),
    validate("param", z.object({ id })),
    async (c) => {
      await revokeShare(c.var.db, c.var.user.id, c.req.valid("param").id);
      return c.json({ deleted: true as const }, 200);
    },
  );
