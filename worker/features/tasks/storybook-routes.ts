import { and, eq } from "drizzle-orm";
import { Hono } from "hono";
import { z } from "zod";
import { storybooks as books } from "../../platform/db/schema";
import type { AppEnv } from "../../platform/env";
import { AppError } from "../../platform/errors";
import { fileUrl } from "../../platform/storage/keys";
import { validate } from "../../platform/http/validation";
import { requireUser } from "../../platform/middleware/session";
import { describeRoute } from "../../platform/openapi/annotate";
import { loadVariantUrls } from "../../platform/image/variant-hashes";

export const storybooks = new Hono<AppEnv>().use(requireUser).get(
  "/:id",
  describeRoute({
    operationId: "getStorybook",
    summary: "A finished storybook with its pages",
    errors: ["NOT_FOUND"],
    answers: { 200: "`{ book }`" },
  }),
  validate("param", z.object({ id: z.string().min(1).max(64) })),
  async (c) => {
    const book = await c.var.db
      .select()
      .from(books)
      .where(and(eq(books.id, c.req.valid("param").id), eq(books.userId, c.var.user.id)))
      .get();
    if (!book) throw new AppError("NOT_FOUND", "That storybook does not exist.");
    const urls = await loadVariantUrls(
      c.var.db,
      book.pages.map((p) => p.imageKey),
    );
    return c.json(
      {
        book: {
          id: book.id,
          title: book.title,
          idea: book.idea,
          style: book.style,
          language: book.language,
          numPages: book.numPages,
          creditsUsed: book.creditsUsed,
          createdAt: book.createdAt.toISOString(),
          pages: book.pages.map((p) => ({
            text: p.text,
            imageUrl: fileUrl(p.imageKey),
            variantUrls: urls(p.imageKey),
            audioUrl: p.audioKey ? fileUrl(p.audioKey) : null,
          })),
        },
      },
      200,
    );
  },
);
