// Marketplace export packs (decision 0034): `POST /api/works/:id/export` answers the ZIP once the
// queue has made it; `GET /api/exports/:id` is its report, `GET /api/exports/:id/zip` downloads it
// again while it lives. Free, limited per user (EXPORT_LIMIT).
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/env";
import { validate } from "../../platform/http/validation";
import { limitPerUser } from "../../platform/middleware/rate-limit";
import { requireUser } from "../../platform/middleware/session";
import { describeRoute } from "../../platform/openapi/annotate";
import { BASE_LOCALE, LOCALES } from "../../../shared/locales";
import { MARKETPLACES } from "../../../shared/marketplace-rules";
import { ownedPack, packZip, readReport, readyPack, startExportPack, workTitle } from "./service";

const idParam = z.object({ id: z.string().min(1).max(64) });
const exportBody = z.object({
  /** The marketplaces, each once (checked by the service: EXPORT_TARGETS_INVALID). */
  targets: z.array(z.string().max(32)).max(MARKETPLACES.length * 2),
  /** The user's language: the alt texts are written in it. */
  locale: z.enum(LOCALES).default(BASE_LOCALE),
});

const ZIP_ANSWER =
  "`application/zip` (attachment): `<marketplace>/<slot>.jpg` for each slot, `report.json` and `alt-text.txt`; the pack's id in `X-Export-Id`.";

export const workExportRoutes = new Hono<AppEnv>().use(requireUser).post(
  "/:id/export",
  describeRoute({
    operationId: "exportWorkPack",
    summary: "A marketplace export pack of one of your works, as a ZIP (free)",
    description: `targets: one or more of ${MARKETPLACES.join(", ")}. The pictures are made off the request's path (the task queue); the ZIP is streamed once they are ready. Nothing is charged; limited per user each minute.`,
    errors: ["WORK_NOT_FOUND", "EXPORT_TARGETS_INVALID", "EXPORT_FAILED", "VALIDATION_ERROR"],
    answers: { 200: ZIP_ANSWER },
  }),
  limitPerUser("EXPORT_LIMIT"),
  validate("param", idParam),
  validate("json", exportBody),
  async (c) => {
    const ctx = { db: c.var.db, env: c.env };
    const userId = c.var.user.id;
    const workId = c.req.valid("param").id;
    const { targets, locale } = c.req.valid("json");
    const id = await startExportPack(ctx, { userId, workId, targets, locale });
    const pack = await readyPack(ctx.db, userId, id);
    return packZip(c.env, pack, await workTitle(ctx.db, userId, workId));
  },
);

export const exportPackRoutes = new Hono<AppEnv>()
  .use(requireUser)
  .get(
    "/:id",
    describeRoute({
      operationId: "getExportPack",
      summary: "An export pack's report: per file, the rules it passed and what needs your attention",
      errors: ["EXPORT_NOT_FOUND"],
      answers: { 200: "`{ id, workId, status, expiresAt, report }` (report null until the pack is ready)." },
    }),
    validate("param", idParam),
    async (c) => {
      const pack = await ownedPack(c.var.db, c.var.user.id, c.req.valid("param").id);
      const report = pack.status === "ready" ? await readReport(c.env, pack) : null;
      return c.json(
        { id: pack.id, workId: pack.workId, status: pack.status, expiresAt: pack.expiresAt.toISOString(), report },
        200,
      );
    },
  )
  .get(
    "/:id/zip",
    describeRoute({
      operationId: "downloadExportPack",
      summary: "Download an export pack again while it lives (an hour)",
      errors: ["EXPORT_NOT_FOUND", "EXPORT_FAILED"],
      answers: { 200: ZIP_ANSWER },
    }),
    validate("param", idParam),
    async (c) => {
      const pack = await readyPack(c.var.db, c.var.user.id, c.req.valid("param").id, 0);
      return packZip(c.env, pack, await workTitle(c.var.db, c.var.user.id, pack.workId));
    },
  );
