// /api/account/tokens: the owner's personal API tokens (./api-tokens.ts). Mounted inside the
// account routes, behind their session guard, which refuses API tokens here (403
// API_TOKEN_NOT_ACCEPTED): a token cannot list, create or revoke tokens. Another user's token
// answers 404 like one that does not exist.
import { Hono } from "hono";
import { z } from "zod";
import { API_TOKEN_NAME_MAX } from "../../../shared/limits";
import type { AppEnv } from "../../platform/env";
import { hasVisibleText, stripBidiControls } from "../../platform/typed-text";
import { tooLong, validate } from "../../platform/http/validation";
import { describeRoute } from "../../platform/openapi/annotate";
import { createToken, listTokens, revokeToken } from "./service";

/** A token's name: trimmed, 1–40 characters someone can see, no control characters, no bidi overrides. */
const tokenName = z
  .string()
  .refine((name) => !/\p{Cc}/u.test(name), "must not contain control characters")
  .overwrite(stripBidiControls)
  .trim()
  .min(1, "is required")
  .max(API_TOKEN_NAME_MAX, tooLong(API_TOKEN_NAME_MAX))
  .refine(hasVisibleText, "is required");

export const apiTokenRoutes = new Hono<AppEnv>()
  .get(
    "/",
    describeRoute({
      operationId: "listApiTokens",
      summary: "The user's API tokens (names and prefixes, never the secrets)",
      answers: { 200: "`{ tokens }`, newest first." },
    }),
    async (c) => c.json({ tokens: await listTokens(c.var.db, c.var.user.id) }, 200),
  )
  .post(
    "/",
    describeRoute({
      operationId: "createApiToken",
      summary: "Create an API token",
      description:
        "Body `{ name }`. The answer's `secret` (`atl_…`) is shown this once: only its SHA-256 is kept. Send it as `Authorization: Bearer atl_…` to the routes that accept tokens.",
      errors: ["TOO_MANY_API_TOKENS"],
      answers: { 201: "`{ token, secret }`" },
    }),
    validate("json", z.object({ name: tokenName })),
    async (c) => c.json(await createToken(c.var.db, c.var.user.id, c.req.valid("json").name), 201),
  )
  .delete(
    "/:id",
    describeRoute({
      operationId: "revokeApiToken",
      summary: "Revoke an API token: it is refused from the next request on",
      errors: ["NOT_FOUND"],
      answers: { 200: "`{ revoked: true }`" },
    }),
    validate("param", z.object({ id: z.string().min(1).max(64) })),
    async (c) => {
      await revokeToken(c.var.db, c.var.user.id, c.req.valid("param").id);
      return c.json({ revoked: true as const }, 200);
    },
  );
