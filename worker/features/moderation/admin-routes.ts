// GET/PUT /api/admin/moderation: the list of refused terms (admins only: mounted under
// routes/admin, which answers 401 signed out and 403 to others). The refusal counts are on the
// dashboard's GET /api/admin/stats.
import { Hono } from "hono";
import { z } from "zod";
import type { AppEnv } from "../../platform/env";
import { validate } from "../../platform/http/validation";
import { describeRoute } from "../../platform/openapi/annotate";
import { REFUSED_TERM_MAX_LENGTH, REFUSED_TERMS_MAX } from "../../../shared/moderation";
import { auditWritten } from "../../platform/admin-audit";
import { readRefusedTerms, saveRefusedTerms } from "./refused-terms";

const termsBody = z.object({
  terms: z
    .array(
      z.string().trim().max(REFUSED_TERM_MAX_LENGTH, `each term may be at most ${REFUSED_TERM_MAX_LENGTH} characters`),
    )
    .max(REFUSED_TERMS_MAX, `at most ${REFUSED_TERMS_MAX} terms`),
});

/** Whether Llama Guard checks text here too: the AI binding and a model named in [vars]. */
const llamaGuardOn = (env: Env) => Boolean(env.AI && env.WORKERS_AI_MODERATION_MODEL?.trim());

export const adminModerationRoutes = new Hono<AppEnv>()
  .get(
    "/",
    describeRoute({
      operationId: "getRefusedTerms",
      summary: "The list of refused terms",
      answers: {
        200: "`{ terms, llamaGuard }`: the terms as the admin typed them; whether Llama Guard checks text too.",
      },
    }),
    async (c) => c.json({ terms: await readRefusedTerms(c.var.db), llamaGuard: llamaGuardOn(c.env) }, 200),
  )
  .put(
    "/",
    describeRoute({
      operationId: "replaceRefusedTerms",
      summary: "Replace the list of refused terms",
      description:
        "Blank lines are dropped and terms that normalise to the same text (case, full-width forms, invisible characters) are kept once. Applies at once on this isolate, within a minute on others.",
      errors: ["VALIDATION_ERROR"],
      answers: { 200: "`{ terms, llamaGuard }`, the terms as stored." },
    }),
    validate("json", termsBody),
    async (c) => {
      const terms = await saveRefusedTerms(c.var.db, c.var.user, c.req.valid("json").terms);
      auditWritten(c);
      return c.json({ terms, llamaGuard: llamaGuardOn(c.env) }, 200);
    },
  );
