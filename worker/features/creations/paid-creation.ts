// The one path every paid creation takes: charge, run the engine, store the image (in the
// format the engine made it) and the work row, and refund exactly once if anything after the charge fails (queued when the database
// itself is failing, see ./refunds). A request with the user's
// own provider key is not charged. A retried request (same Idempotency-Key) gets its first
// result back instead of a second charge; the key with another request is refused (./idempotency).
// The charge stays open until its work is stored: a request that dies in between is refunded by
// the cron (features/open-charges), and its key then answers REQUEST_REFUNDED.
import { and, eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { generatedArtworks, type ActionType, type ArtworkMetadata, type WorkSource } from "../../platform/db/schema";
import type { EngineChoice } from "../../engines/select";
import { DECODE_MAX_MEGAPIXELS } from "../../platform/image/decode";
import { EngineError, type EngineImage } from "../../engines/types";
import { AppError } from "../../platform/errors";
import { keyedCreationKey, oneOffKey } from "../../platform/ledger-keys";
import { withVariants, workImageKey } from "../../platform/storage/keys";
import { noteProviderRefusal, providerRefusal } from "../moderation/service";
import { findByKey, getBalance, spendCredits, type UsageRecord } from "../credits/service";
import { putImage } from "../files/service";
import { assertSameRequest, requestHash, withRequestHash, type Keyed } from "../../platform/idempotency";
import { noteOperatorAlert } from "../operator/service";
import { refundOrQueue } from "../credits/service";
import { openCharge, settleCharge, unfinishedRequest } from "../open-charges/service";
import { toWorks, type ArtworkRow } from "../works/service";

export type CreationCtx = { db: Database; env: Env; userId: string };

export type CreationPlan = {
  choice: EngineChoice;
  action: ActionType;
  source: WorkSource;
  cost: number;
  /** The client's Idempotency-Key and the request it names. */
  idempotency?: Keyed;
  chargeMetadata: Record<string, unknown>;
  run: () => Promise<EngineImage>;
  row: (image: EngineImage) => Pick<ArtworkRow, "prompt" | "parentId" | "version" | "style"> & {
    rootId: string | null;
    metadata: Omit<ArtworkMetadata, "model" | "engine" | "action">;
  };
};

export async function createWork(ctx: CreationCtx, plan: CreationPlan) {
  const { idempotency } = plan;
  const key = idempotency ? keyedCreationKey(ctx.userId, idempotency.key) : oneOffKey(plan.action);
  const hash = idempotency ? await requestHash(idempotency.request) : undefined;
  const earlier = idempotency ? await findByKey(ctx.db, key) : undefined;
  if (earlier) return replayOf(ctx, earlier, hash);

  const metadata = withRequestHash(plan.chargeMetadata, hash);
  const charge = plan.choice.chargeable
    ? await spendCredits(
        ctx.db,
        { userId: ctx.userId, amount: plan.cost, action: plan.action, idempotencyKey: key, metadata },
        openCharge(ctx.db, plan.cost),
      )
    : null;
  if (charge?.replayed) return replayOf(ctx, charge.record, hash);

  const workId = crypto.randomUUID();
  let imageKey: string | null = null;
  let row: ArtworkRow;
  try {
    const image = await plan.run();
    const key = workImageKey(ctx.userId, workId, image.mimeType);
    await putImage(ctx.env, key, image, ctx.db);
    imageKey = key;
    const fields = plan.row(image);
    const { engine } = plan.choice;
    const insert = ctx.db
      .insert(generatedArtworks)
      .values({
        id: workId,
        userId: ctx.userId,
        imageKey: key,
        creditsUsed: charge ? plan.cost : 0,
        usageRecordId: charge?.record.id ?? null,
        source: plan.source,
        ...fields,
        rootId: fields.rootId ?? workId,
        metadata: {
          ...fields.metadata,
          model: engine.model,
          engine: engine.name,
          action: plan.action,
          width: image.width,
          height: image.height,
        },
      })
      .returning();
    // The work closes its charge in the same batch: from here the refund sweep leaves it alone.
    [[row]] = charge ? await ctx.db.batch([insert, settleCharge(ctx.db, charge.record.id)]) : [await insert];
  } catch (error) {
    if (imageKey) await ctx.env.FILES.delete(withVariants([imageKey])).catch(() => undefined);
    // A failure on the user's own key is about their key or project, not the operator's setup.
    if (plan.choice.chargeable) await noteOperatorAlert(ctx.db, error);
    await noteProviderRefusal(ctx.db, error);
    let refunded = Boolean(charge);
    if (charge) {
      try {
        await refundOrQueue(
          ctx.env,
          ctx.db,
          charge.record,
          error instanceof Error ? error.message.slice(0, 200) : "failed",
        );
      } catch (refundError) {
        // Database and queue both down: nothing left to hold the refund. Say so loudly, and tell
        // the user the truth rather than the refund we could not make.
        console.error(`REFUND LOST: charge ${charge.record.id} of user ${ctx.userId}`, refundError);
        refunded = false;
      }
    }
    // With the user's own key nothing was charged: the SPA says their key failed, not ours.
    throw toAppError(error, refunded, { ownKey: !plan.choice.chargeable });
  }
  // The work exists and is paid for: nothing from here on may refund it.
  const credits = charge ? charge.balance : ((await getBalance(ctx.db, ctx.userId)) ?? 0);
  return { work: (await toWorks(ctx.db, [row]))[0], credits, engine: plan.choice.engine.name, replayed: false };
}

async function replayOf(ctx: CreationCtx, record: UsageRecord, hash: string | undefined) {
  assertSameRequest(record.metadata, hash);
  const row = await ctx.db
    .select()
    .from(generatedArtworks)
    .where(and(eq(generatedArtworks.usageRecordId, record.id), eq(generatedArtworks.userId, ctx.userId)))
    .get();
  if (!row) throw await unfinishedRequest(ctx.db, record);
  return {
    work: (await toWorks(ctx.db, [row]))[0],
    credits: (await getBalance(ctx.db, ctx.userId)) ?? 0,
    engine: row.metadata.engine,
    replayed: true,
  };
}

/**
 * Engine failures become stable codes; the kind tells the SPA which message to show, ownKey
 * that the provider call ran on the user's own key (so nothing was charged).
 */
export function toAppError(error: unknown, refunded = true, options: { ownKey?: boolean } = {}): Error {
  if (error instanceof AppError) return error;
  if (error instanceof EngineError) {
    if (error.kind === "UNSUPPORTED_INSTRUCTION") return new AppError("UNSUPPORTED_INSTRUCTION", error.message);
    if (error.kind === "INVALID_IMAGE") return new AppError("UNSUPPORTED_IMAGE_TYPE", error.message, { refunded });
    if (error.kind === "IMAGE_TOO_BIG")
      return new AppError("IMAGE_DIMENSIONS_TOO_LARGE", error.message, {
        maxMegapixels: DECODE_MAX_MEGAPIXELS,
        refunded,
      });
    if (error.kind === "UNSUPPORTED_AUDIO") return new AppError("UNSUPPORTED_AUDIO", error.message);
    if (error.kind === "SAFETY") return providerRefusal(refunded, options);
    return new AppError("ENGINE_FAILED", error.message, {
      kind: error.kind,
      refunded,
      ...(options.ownKey ? { ownKey: true } : {}),
    });
  }
  console.error("creation failed", error);
  return new AppError("ENGINE_FAILED", "Image generation failed.", {
    kind: "PROVIDER_ERROR",
    refunded,
    ...(options.ownKey ? { ownKey: true } : {}),
  });
}
