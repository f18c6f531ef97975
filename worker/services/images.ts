// Product image generation and conversational refinement: charge, call the engine, store the
// PNG and the work row, and refund exactly once if anything after the charge fails.
import { and, eq, asc } from "drizzle-orm";
import type { Database } from "../db/client";
import { generatedArtworks, type ActionType, type ArtworkMetadata } from "../db/schema";
import { selectImageEngine } from "../engines/select";
import { EngineError, type ConversationTurn, type EngineImage, type ImageEngine } from "../engines/types";
import { AppError } from "../errors";
import { findByKey, getBalance, refundCredits, spendCredits, type UsageRecord } from "./credits";
import { putPng, readOwnedBytes, workImageKey } from "./files";
import { getOwnedWork, toWork, type ArtworkRow } from "./works";

export const GENERATION_COST = 1;
export const REFINEMENT_COST = 1;

type Ctx = { db: Database; env: Env; userId: string };
type Tuning = { temperature: number; maxTokens: number };

export type GenerateInput = Tuning & { prompt: string; referenceImages: Uint8Array[]; idempotencyKey?: string };
export type RefineInput = Tuning & { workId: string; instruction: string; idempotencyKey?: string };

const requestKey = (action: ActionType, userId: string, clientKey?: string) =>
  clientKey ? `${action}:${userId}:${clientKey}` : `${action}:${crypto.randomUUID()}`;

export async function generateProductImage(ctx: Ctx, input: GenerateInput) {
  const engine = selectImageEngine(ctx.env);
  const key = requestKey("generate_image", ctx.userId, input.idempotencyKey);
  const replay = await replayed(ctx, key);
  if (replay) return replay;
  return chargeAndCreate(ctx, {
    engine,
    key,
    action: "generate_image",
    cost: GENERATION_COST,
    chargeMetadata: { prompt: input.prompt.slice(0, 200) },
    run: () =>
      engine.generate({
        prompt: input.prompt,
        referenceImages: input.referenceImages,
        temperature: input.temperature,
        maxTokens: input.maxTokens,
      }),
    row: (image) => ({
      prompt: input.prompt,
      parentId: null,
      rootId: null,
      version: 0,
      metadata: {
        model: engine.model,
        engine: engine.name,
        temperature: input.temperature,
        maxTokens: input.maxTokens,
        action: "generate_image",
        referenceCount: input.referenceImages.length,
        width: image.width,
        height: image.height,
      },
    }),
  });
}

export async function refineProductImage(ctx: Ctx, input: RefineInput) {
  const engine = selectImageEngine(ctx.env);
  const parent = await getOwnedWork(ctx.db, ctx.userId, input.workId);
  checkInstruction(engine, input.instruction);
  const key = requestKey("optimize_image", ctx.userId, input.idempotencyKey);
  const replay = await replayed(ctx, key);
  if (replay) return replay;
  const [image, versions] = await Promise.all([
    readOwnedBytes(ctx.env.FILES, parent.imageKey, ctx.userId),
    conversationOf(ctx.db, ctx.userId, parent.rootId),
  ]);
  return chargeAndCreate(ctx, {
    engine,
    key,
    action: "optimize_image",
    cost: REFINEMENT_COST,
    chargeMetadata: { workId: parent.id, instruction: input.instruction.slice(0, 200) },
    run: () =>
      engine.refine({
        image,
        instruction: input.instruction,
        history: historyOf(versions, parent.version),
        temperature: input.temperature,
        maxTokens: input.maxTokens,
      }),
    row: (result) => ({
      prompt: input.instruction,
      parentId: parent.id,
      rootId: parent.rootId,
      version: Math.max(...versions.map((v) => v.version)) + 1,
      metadata: {
        model: engine.model,
        engine: engine.name,
        temperature: input.temperature,
        maxTokens: input.maxTokens,
        action: "optimize_image",
        instruction: input.instruction,
        width: result.width,
        height: result.height,
      },
    }),
  });
}

type CreatePlan = {
  engine: ImageEngine;
  key: string;
  action: ActionType;
  cost: number;
  chargeMetadata: Record<string, unknown>;
  run: () => Promise<EngineImage>;
  row: (image: EngineImage) => Pick<ArtworkRow, "prompt" | "parentId" | "version"> & { rootId: string | null; metadata: ArtworkMetadata };
};

async function chargeAndCreate(ctx: Ctx, plan: CreatePlan) {
  const charge = await spendCredits(ctx.db, {
    userId: ctx.userId,
    amount: plan.cost,
    action: plan.action,
    idempotencyKey: plan.key,
    metadata: plan.chargeMetadata,
  });
  if (charge.replayed) return replayOf(ctx, charge.record);

  const workId = crypto.randomUUID();
  const imageKey = workImageKey(ctx.userId, workId);
  let stored = false;
  try {
    const image = await plan.run();
    await putPng(ctx.env.FILES, imageKey, image.bytes);
    stored = true;
    const fields = plan.row(image);
    const [row] = await ctx.db
      .insert(generatedArtworks)
      .values({
        id: workId,
        userId: ctx.userId,
        imageKey,
        creditsUsed: plan.cost,
        style: null,
        usageRecordId: charge.record.id,
        ...fields,
        rootId: fields.rootId ?? workId,
      })
      .returning();
    return { work: toWork(row), credits: charge.balance, engine: plan.engine.name, replayed: false };
  } catch (error) {
    await refundCredits(ctx.db, charge.record, error instanceof Error ? error.message.slice(0, 200) : "failed");
    if (stored) await ctx.env.FILES.delete(imageKey).catch(() => undefined);
    throw toAppError(error);
  }
}

/** A retried request (same Idempotency-Key) gets the first result instead of a second charge. */
async function replayed(ctx: Ctx, key: string) {
  const record = await findByKey(ctx.db, key);
  return record ? replayOf(ctx, record) : null;
}

async function replayOf(ctx: Ctx, record: UsageRecord) {
  if (record.userId !== ctx.userId) throw new AppError("IDEMPOTENCY_CONFLICT", "This request key was already used.");
  const row = await ctx.db
    .select()
    .from(generatedArtworks)
    .where(and(eq(generatedArtworks.usageRecordId, record.id), eq(generatedArtworks.userId, ctx.userId)))
    .get();
  if (!row) throw new AppError("IDEMPOTENCY_CONFLICT", "A request with this key is still running or has failed; retry with a new key.");
  return { work: toWork(row), credits: (await getBalance(ctx.db, ctx.userId)) ?? 0, engine: row.metadata.engine, replayed: true };
}

function checkInstruction(engine: ImageEngine, instruction: string) {
  try {
    engine.checkInstruction?.(instruction);
  } catch (error) {
    throw toAppError(error);
  }
}

function conversationOf(db: Database, userId: string, rootId: string) {
  return db
    .select()
    .from(generatedArtworks)
    .where(and(eq(generatedArtworks.rootId, rootId), eq(generatedArtworks.userId, userId)))
    .orderBy(asc(generatedArtworks.version))
    .all();
}

/** Earlier turns up to the version being refined: each work is a user ask and an image answer. */
function historyOf(versions: ArtworkRow[], upTo: number): ConversationTurn[] {
  return versions
    .filter((v) => v.version <= upTo)
    .flatMap((v) => [
      { role: "user" as const, content: v.prompt },
      { role: "assistant" as const, content: `image v${v.version}` },
    ]);
}

function toAppError(error: unknown): Error {
  if (error instanceof AppError) return error;
  if (error instanceof EngineError) {
    if (error.kind === "UNSUPPORTED_INSTRUCTION") return new AppError("UNSUPPORTED_INSTRUCTION", error.message);
    return new AppError("ENGINE_FAILED", error.message, { kind: error.kind });
  }
  console.error("generation failed", error);
  return new AppError("ENGINE_FAILED", "Image generation failed; your credit was refunded.");
}
