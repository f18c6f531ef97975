// The product image generator: generation from a prompt and references, and conversational
// refinement of an earlier work (each refinement is a new version of the same conversation).
// The creations feature's public surface: its routes and other features (a batch's rows) call these.
import { and, asc, eq } from "drizzle-orm";
import { GENERATION_COST, REFINEMENT_COST } from "../../../shared/prices";
import type { Database } from "../../platform/db/client";
import { generatedArtworks } from "../../platform/db/schema";
import { chooseImageEngine, type EngineChoice } from "../../engines/select";
import { drawVariants } from "../../engines/variants";
import {
  imageSizesOf,
  type AspectRatio,
  type ConversationTurn,
  type EngineImage,
  type ImageEngine,
  type ImageSize,
} from "../../engines/types";
import { AppError } from "../../platform/errors";
import { checkText } from "../moderation/service";
import { createWork, toAppError, type CreationCtx } from "./paid-creation";
import { createWorks } from "./batch";
import { readOwnedBytes } from "../files/service";
import { keyed } from "../../platform/idempotency";
import { getOwnedWork, type ArtworkRow } from "../works/service";
import {
  keepProductOf,
  keptProductOfWork,
  sceneRequest,
  withProductKept,
  withProductKeptInEach,
  type KeptProduct,
} from "./kept-product";

type Tuning = { temperature: number; maxTokens: number; userGeminiKey?: string; idempotencyKey?: string };

/** `count`: 1 to GENERATION_COUNT_MAX variants (validated by the route), 1 when absent. */
export type GenerateInput = Tuning & {
  prompt: string;
  referenceImages: Uint8Array[];
  aspectRatio: AspectRatio;
  imageSize?: ImageSize;
  count?: number;
  /** The first reference is the product, kept exact (./kept-product.ts); ignored without references. */
  keepProduct?: boolean;
};
export type RefineInput = Tuning & { workId: string; instruction: string };

/** A size the serving engine does not draw is refused before anything is charged. */
function requireImageSize(engine: ImageEngine, size: ImageSize | undefined) {
  const sizes = imageSizesOf(engine);
  if (size && !sizes.some((option) => option.id === size)) {
    throw new AppError("IMAGE_SIZE_UNSUPPORTED", `This engine draws ${sizes.map((o) => o.id).join(", ")} only.`, {
      sizes: sizes.map((o) => o.id),
    });
  }
}

/**
 * The product is put back in the Worker's memory (128 MB): a 4K picture's pixels, held twice while
 * they are encoded, do not fit, so a kept product is drawn at most 2K, refused before the charge.
 */
const KEPT_MAX_LONG_SIDE = 2048;
function requireKeptSize(engine: ImageEngine, size: ImageSize | undefined) {
  const sizes = imageSizesOf(engine).filter((option) => option.longSide <= KEPT_MAX_LONG_SIDE);
  if (size && !sizes.some((option) => option.id === size)) {
    throw new AppError("IMAGE_SIZE_UNSUPPORTED", "With the product kept exact, pictures are drawn at most 2K.", {
      sizes: sizes.map((o) => o.id),
    });
  }
}

/**
 * A product image, or 2–4 variants of it: one charge of generationCost(count), each image its own
 * work. One image takes the path it always took (and answers as it always did, plus `works`).
 */
export async function generateProductImage(ctx: CreationCtx, input: GenerateInput) {
  await checkText(ctx, input.prompt);
  const choice = await chooseImageEngine(ctx.env, ctx.db, { userGeminiKey: input.userGeminiKey });
  requireImageSize(choice.engine, input.imageSize);
  const keep = Boolean(input.keepProduct) && input.referenceImages.length > 0;
  if (keep) requireKeptSize(choice.engine, input.imageSize);
  const count = input.count ?? 1;
  // The matte runs before the charge: a photo it cannot separate is refused, not charged.
  const kept = keep ? await keepProductOf(ctx, input.referenceImages[0]) : null;
  const request = {
    prompt: input.prompt,
    referenceImages: input.referenceImages,
    temperature: input.temperature,
    maxTokens: input.maxTokens,
    aspectRatio: input.aspectRatio,
    imageSize: input.imageSize,
  };
  const asked = kept ? sceneRequest(choice.engine, request, kept) : request;
  const plan = generationPlan(choice, input, count, kept);
  if (count === 1) {
    const result = await createWork(ctx, {
      ...plan,
      cost: GENERATION_COST,
      run: async () => {
        const image = await choice.engine.generate(asked);
        return kept ? withProductKept(image, kept) : image;
      },
    });
    return { ...result, works: [result.work], failed: 0 };
  }
  return createWorks(ctx, {
    ...plan,
    count,
    unitCost: GENERATION_COST,
    run: async () => {
      const outcomes = await drawVariants(choice.engine, asked, count);
      return kept ? withProductKeptInEach(outcomes, kept) : outcomes;
    },
  });
}

function generationPlan(choice: EngineChoice, input: GenerateInput, count: number, kept: KeptProduct | null) {
  return {
    choice,
    action: "generate_image" as const,
    source: "nano" as const,
    idempotency: keyed(input.idempotencyKey, {
      route: "images/generate",
      // count joins the fingerprint only past 1, so keys sent before variants existed still match.
      fields: {
        prompt: input.prompt,
        temperature: input.temperature,
        maxTokens: input.maxTokens,
        aspectRatio: input.aspectRatio,
        imageSize: input.imageSize ?? null,
        ...(count > 1 ? { count } : {}),
        ...(kept ? { keepProduct: true } : {}),
      },
      uploads: input.referenceImages,
    }),
    chargeMetadata: { prompt: input.prompt.slice(0, 200), ...(count > 1 ? { count } : {}) },
    row: (image: EngineImage) => ({
      prompt: input.prompt,
      style: null,
      parentId: null,
      rootId: null,
      version: 0,
      metadata: {
        temperature: input.temperature,
        maxTokens: input.maxTokens,
        referenceCount: input.referenceImages.length,
        aspectRatio: input.aspectRatio,
        ...(input.imageSize ? { imageSize: input.imageSize } : {}),
        ...(image.understood ? { understood: image.understood } : {}),
        ...(kept ? { keptProduct: { key: kept.key } } : {}),
      },
    }),
  };
}

export async function refineProductImage(ctx: CreationCtx, input: RefineInput) {
  await checkText(ctx, input.instruction);
  const choice = await chooseImageEngine(ctx.env, ctx.db, { userGeminiKey: input.userGeminiKey });
  const parent = await getOwnedWork(ctx.db, ctx.userId, input.workId);
  // Conversations refine product images; art, rooms and books are not refined here (their
  // deletion would leave such a version behind).
  if (parent.source !== "nano") throw new AppError("WORK_NOT_FOUND", "That work cannot be refined.");
  try {
    await choice.engine.checkInstruction?.(input.instruction);
  } catch (error) {
    throw toAppError(error);
  }
  const keptKey = parent.metadata.keptProduct?.key;
  const [image, versions, kept] = await Promise.all([
    readOwnedBytes(ctx.env.FILES, parent.imageKey, ctx.userId),
    conversationOf(ctx.db, ctx.userId, parent.rootId),
    // The refined version keeps the same product exact: its pixels go back over the engine's edit.
    keptKey ? keptProductOfWork(ctx, keptKey) : null,
  ]);
  // A conversation keeps the size it started with, where this engine draws it.
  const started = parent.metadata.imageSize as ImageSize | undefined;
  const imageSize = imageSizesOf(choice.engine).some((option) => option.id === started) ? started : undefined;
  return createWork(ctx, {
    choice,
    action: "optimize_image",
    source: "nano",
    cost: REFINEMENT_COST,
    idempotency: keyed(input.idempotencyKey, {
      route: "images/refine",
      fields: {
        workId: parent.id,
        instruction: input.instruction,
        temperature: input.temperature,
        maxTokens: input.maxTokens,
      },
    }),
    chargeMetadata: { workId: parent.id, instruction: input.instruction.slice(0, 200) },
    run: async () => {
      const refined = await choice.engine.refine({
        image,
        instruction: input.instruction,
        history: historyOf(versions, parent.version),
        temperature: input.temperature,
        maxTokens: input.maxTokens,
        imageSize,
      });
      return kept ? withProductKept(refined, kept) : refined;
    },
    row: () => ({
      prompt: input.instruction,
      style: null,
      parentId: parent.id,
      rootId: parent.rootId,
      version: Math.max(...versions.map((v) => v.version)) + 1,
      metadata: {
        temperature: input.temperature,
        maxTokens: input.maxTokens,
        instruction: input.instruction,
        aspectRatio: parent.metadata.aspectRatio,
        ...(imageSize ? { imageSize } : {}),
        ...(kept ? { keptProduct: { key: kept.key } } : {}),
      },
    }),
  });
}

function conversationOf(db: Database, userId: string, rootId: string) {
  return db
    .select()
    .from(generatedArtworks)
    .where(and(eq(generatedArtworks.rootId, rootId), eq(generatedArtworks.userId, userId)))
    .orderBy(asc(generatedArtworks.version))
    .all();
}

/** The conversation up to the version being refined: each work is a user ask and an image answer. */
function historyOf(versions: ArtworkRow[], upTo: number): ConversationTurn[] {
  return versions
    .filter((v) => v.version <= upTo)
    .flatMap((v) => [
      { role: "user" as const, content: v.prompt },
      { role: "assistant" as const, content: `image v${v.version}` },
    ]);
}
