// /api/admin/styles: every art studio style with its prompt; create, edit (incl. enable and
// disable) and reorder.
import { Hono } from "hono";
import { z } from "zod";
import { STYLE_ID_PATTERN } from "../../../shared/style-id";
import { BASE_LOCALE, LOCALES } from "../../../shared/locales";
import type { AppEnv } from "../../platform/env";
import { hasVisibleText } from "../../platform/typed-text";
import { displayName, requiredText, validate } from "../../platform/http/validation";
import { createStyle, listAllStyles, reorderStyles, toAdminStyle, updateStyle } from "./admin";
import { describeRoute } from "../../platform/openapi/annotate";
import { auditWritten } from "../../platform/admin-audit";

const slug = z.string().regex(STYLE_ID_PATTERN, "use 1-40 of a-z, 0-9 and -, starting with a letter or digit");

/** Per-locale texts; entries with nothing visible in them are dropped. */
const localized = (text: z.ZodString) =>
  z
    .partialRecord(z.enum(LOCALES), text)
    .transform(
      (texts) =>
        Object.fromEntries(Object.entries(texts).filter(([, t]) => t !== undefined && hasVisibleText(t))) as Record<
          string,
          string
        >,
    );
const name = localized(displayName(60)).refine((n) => Boolean(n[BASE_LOCALE]), {
  message: `${BASE_LOCALE} is required`,
  path: [BASE_LOCALE],
});

const fields = {
  groupId: slug,
  icon: z.string().trim().min(1).max(16),
  name,
  description: localized(z.string().trim().max(300)),
  prompt: requiredText(2000),
};

const createBody = z.object({
  ...fields,
  id: slug,
  icon: fields.icon.optional(),
  description: fields.description.default({}),
});
const updateBody = z.object({
  groupId: fields.groupId.optional(),
  icon: fields.icon.optional(),
  name: fields.name.optional(),
  description: fields.description.optional(),
  prompt: fields.prompt.optional(),
  enabled: z.boolean().optional(),
});
const styleParam = z.object({ id: z.string().min(1).max(40) });
const reorderBody = z.object({ ids: z.array(z.string().min(1).max(40)).min(1).max(1000) });

export const adminStyleRoutes = new Hono<AppEnv>()
  .get(
    "/",
    describeRoute({
      operationId: "listAllStyles",
      summary: "Every art studio style with its prompt",
      answers: { 200: "`{ styles }`" },
    }),
    async (c) => c.json({ styles: (await listAllStyles(c.var.db)).map(toAdminStyle) }, 200),
  )
  .post(
    "/",
    describeRoute({
      operationId: "createStyle",
      summary: "Create a style",
      errors: ["STYLE_EXISTS"],
      answers: { 201: "`{ style }`" },
    }),
    validate("json", createBody),
    async (c) => {
      const style = toAdminStyle(await createStyle(c.var.db, c.var.user, c.req.valid("json")));
      auditWritten(c);
      return c.json({ style }, 201);
    },
  )
  .post(
    "/reorder",
    describeRoute({
      operationId: "reorderStyles",
      summary: "Put the styles in a new order",
      answers: { 200: "`{ styles }` in the new order." },
    }),
    validate("json", reorderBody),
    async (c) => {
      const rows = await reorderStyles(c.var.db, c.var.user, c.req.valid("json").ids);
      auditWritten(c);
      return c.json({ styles: rows.map(toAdminStyle) }, 200);
    },
  )
  .put(
    "/:id",
    describeRoute({
      operationId: "updateStyle",
      summary: "Edit, enable or disable a style",
      errors: ["STYLE_NOT_FOUND"],
      answers: { 200: "`{ style }`" },
    }),
    validate("param", styleParam),
    validate("json", updateBody),
    async (c) => {
      const row = await updateStyle(c.var.db, c.var.user, c.req.valid("param").id, c.req.valid("json"));
      auditWritten(c);
      return c.json({ style: toAdminStyle(row) }, 200);
    },
  );
