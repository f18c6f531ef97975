// /api/admin/packages: the credit packages the credits page sells, disabled ones included;
// create one, or change its name, credits, price, badge, status or place.
import { Hono } from "hono";
import { z } from "zod";
import { MAX_RECHARGE_YUAN } from "../../../shared/credit-limits";
import { MAX_PACKAGE_SORT_ORDER, PACKAGE_NAME_MAX } from "../../../shared/credit-packages";
import type { AppEnv } from "../../platform/env";
import { hasVisibleText, stripBidiControls } from "../../platform/typed-text";
import { tooLong, validate } from "../../platform/http/validation";
import { describeRoute } from "../../platform/openapi/annotate";
import { auditWritten } from "../../platform/admin-audit";
import { centsFromYuan } from "../../platform/format";
import { createPackage, listAllPackages, updatePackage } from "./packages";
import { MAX_ADMIN_CREDITS } from "./route-common";

/** Shown as typed in every language: trimmed, without bidi overrides, something visible in it. */
const name = z
  .string()
  .overwrite((text) => {
    const clean = stripBidiControls(text);
    return hasVisibleText(clean) ? clean : "";
  })
  .trim()
  .min(1, "is required")
  .max(PACKAGE_NAME_MAX, tooLong(PACKAGE_NAME_MAX));

/** Yuan as a string ("29.90", sent as typed so it is never rounded) or a number; stored in fen. */
const priceYuan = z
  .union([z.number(), z.string()])
  .transform((v) => centsFromYuan(v) ?? -1)
  .pipe(
    z
      .number()
      .int()
      .min(1, "must be a positive amount with at most 2 decimals")
      .max(MAX_RECHARGE_YUAN * 100, `must be at most ${MAX_RECHARGE_YUAN}`),
  );

const fields = {
  credits: z.number().int().min(1).max(MAX_ADMIN_CREDITS),
  priceYuan,
  popular: z.boolean(),
  enabled: z.boolean(),
  sortOrder: z.number().int().min(0).max(MAX_PACKAGE_SORT_ORDER),
};

const createBody = z.object({
  name,
  credits: fields.credits,
  priceYuan: fields.priceYuan,
  popular: fields.popular.optional(),
  enabled: fields.enabled.optional(),
  sortOrder: fields.sortOrder.optional(),
});
const updateBody = z.object({
  name: name.nullable().optional(),
  credits: fields.credits.optional(),
  priceYuan: fields.priceYuan.optional(),
  popular: fields.popular.optional(),
  enabled: fields.enabled.optional(),
  sortOrder: fields.sortOrder.optional(),
});
const packageParam = z.object({ id: z.string().min(1).max(40) });

export const adminPackageRoutes = new Hono<AppEnv>()
  .get(
    "/",
    describeRoute({
      operationId: "listAllCreditPackages",
      summary: "Every credit package, disabled ones too",
      answers: { 200: "`{ packages }` in the credits page's order; `name` null means the translated name." },
    }),
    async (c) => c.json({ packages: await listAllPackages(c.var.db) }, 200),
  )
  .post(
    "/",
    describeRoute({
      operationId: "createCreditPackage",
      summary: "Create a credit package",
      answers: { 201: "`{ package }`" },
    }),
    validate("json", createBody),
    async (c) => {
      const { priceYuan: priceCents, ...rest } = c.req.valid("json");
      const created = await createPackage(c.var.db, c.var.user, { ...rest, priceCents });
      auditWritten(c);
      return c.json({ package: created }, 201);
    },
  )
  .patch(
    "/:id",
    describeRoute({
      operationId: "updateCreditPackage",
      summary: "Change a credit package",
      description:
        "Any of name (null: back to the translated name, seed packages only), credits, priceYuan, popular, enabled, sortOrder. Orders already made keep their own amount and credits.",
      errors: ["PACKAGE_NOT_FOUND"],
      answers: { 200: "`{ package }`" },
    }),
    validate("param", packageParam),
    validate("json", updateBody),
    async (c) => {
      const { priceYuan: priceCents, ...rest } = c.req.valid("json");
      const updated = await updatePackage(c.var.db, c.var.user, c.req.valid("param").id, { ...rest, priceCents });
      auditWritten(c);
      return c.json({ package: updated }, 200);
    },
  );
