// A generation of several variants (2–4 images from one prompt): one charge for all of them, each
// image stored as its own work (so each can be refined on its own), and one refund of exactly the
// images that did not become works — all of the charge when none did, with the first error. The
// works share the charge (usage_record_id) and say which of its images they are (variant_index),
// so a retry with the same Idempotency-Key gets the same works back and is charged nothing more.
// A single image takes the one path of every paid creation, ./creation.ts; this is its many-image
// form and keeps its rules: a failure after the charge refunds, a stored file without a work row
// is deleted, the user's own key is never charged, and the charge stays open until its works are
// stored (features/open-charges: the cron refunds a request that died in between).
import { and, asc, eq } from "drizzle-orm";
import { generatedArtworks } from "../../platform/db/schema";
import type { VariantOutcome } from "../../engines/variants";
import type { EngineImage } from "../../engines/types";
import { keyedCreationKey, oneOffKey } from "../../platform/ledger-keys";
import { withVariants, workImageKey } from "../../platform/storage/keys";
import { findByKey, getBalance, refundOrQueue, spendCredits, type UsageRecord } from "../credits/service";
import { toAppError, type CreationCtx, type CreationPlan } from "./paid-creation";
import { putImage } from "../files/service";
import { assertSameRequest, requestHash, withRequestHash } from "../../platform/idempotency";
import { noteOperatorAlert } from "../operator/service";
import { noteProviderRefusal } from "../moderation/service";
import { openCharge, settleCharge, unfinishedRequest } from "../open-charges/service";
import { toWorks } from "../works/service";

export type BatchPlan = Omit<CreationPlan, "run" | "cost"> & {
  count: number;
  /** What each image costs: the charge is count × this, a refund failed × this. */
  unitCost: number;
  run: () => Promise<VariantOutcome[]>;
};

type Stored = { index: number; workId: string; key: string; image: EngineImage };

export async function createWorks(ctx: CreationCtx, plan: BatchPlan) {
  const { idempotency } = plan;
  const key = idempotency ? keyedCreationKey(ctx.userId, idempotency.key) : oneOffKey(plan.action);
  const hash = idempotency ? await requestHash(idempotency.request) : undefined;
  const earlier = idempotency ? await findByKey(ctx.db, key) : undefined;
  if (earlier) return replayOf(ctx, plan, earlier, hash);

  const cost = plan.unitCost * plan.count;
  const metadata = withRequestHash(plan.chargeMetadata, hash);
  const charge = plan.choice.chargeable
    ? await spendCredits(
        ctx.db,
        { userId: ctx.userId, amount: cost, action: plan.action, idempotencyKey: key, metadata },
        openCharge(ctx.db, cost),
      )
    : null;
  if (charge?.replayed) return replayOf(ctx, plan, charge.record, hash);

  const errors: unknown[] = [];
  const outcomes = await plan
    .run()
    .catch((error: unknown) => Array.from({ length: plan.count }, (): VariantOutcome => ({ ok: false, error })));
  const stored = await storeEach(ctx, outcomes, errors);
  const rows = await insertWorks(ctx, plan, stored, charge?.record ?? null, errors);

  const failed = plan.count - rows.length;
  let refunded = Boolean(charge);
  if (failed > 0) {
    if (plan.choice.chargeable) await noteOperatorAlert(ctx.db, errors[0]);
    await noteProviderRefusal(ctx.db, errors[0]);
    if (charge) refunded = await refund(ctx, charge.record, failed * plan.unitCost, errors[0]);
  }
  if (rows.length === 0) throw toAppError(errors[0], refunded, { ownKey: !plan.choice.chargeable });
  const credits = (await getBalance(ctx.db, ctx.userId)) ?? 0;
  const works = await toWorks(ctx.db, rows);
  return { work: works[0], works, failed, credits, engine: plan.choice.engine.name, replayed: false };
}

/** Each drawn image in its own file; a write that fails leaves nothing behind and counts as failed. */
async function storeEach(ctx: CreationCtx, outcomes: VariantOutcome[], errors: unknown[]): Promise<Stored[]> {
  const stored = await Promise.all(
    outcomes.map(async (outcome, index): Promise<Stored | null> => {
      if (!outcome.ok) {
        errors.push(outcome.error);
        return null;
      }
      const workId = crypto.randomUUID();
      const key = workImageKey(ctx.userId, workId, outcome.image.mimeType);
      try {
        await putImage(ctx.env, key, outcome.image, ctx.db);
        return { index, workId, key, image: outcome.image };
      } catch (error) {
        await ctx.env.FILES.delete(withVariants([key])).catch(() => undefined);
        errors.push(error);
        return null;
      }
    }),
  );
  return stored.filter((s): s is Stored => s !== null);
}

/** One INSERT for all the works (all or none); when it fails their files go too. */
async function insertWorks(
  ctx: CreationCtx,
  plan: BatchPlan,
  stored: Stored[],
  charge: UsageRecord | null,
  errors: unknown[],
) {
  if (stored.length === 0) return [];
  const { engine } = plan.choice;
  const values = stored.map(({ index, workId: id, key, image }) => {
    const fields = plan.row(image);
    return {
      id,
      userId: ctx.userId,
      imageKey: key,
      creditsUsed: charge ? plan.unitCost : 0,
      usageRecordId: charge?.id ?? null,
      variantIndex: index,
      source: plan.source,
      ...fields,
      rootId: fields.rootId ?? id,
      metadata: {
        ...fields.metadata,
        variantCount: plan.count,
        model: engine.model,
        engine: engine.name,
        action: plan.action,
        width: image.width,
        height: image.height,
      },
    };
  });
  const insert = ctx.db.insert(generatedArtworks).values(values).returning();
  try {
    // The works settle their charge in the same batch: closed, or open for the failed ones' share.
    const owed = (plan.count - stored.length) * plan.unitCost;
    const [rows] = charge ? await ctx.db.batch([insert, settleCharge(ctx.db, charge.id, owed)]) : [await insert];
    return rows.sort((a, b) => a.variantIndex - b.variantIndex);
  } catch (error) {
    await ctx.env.FILES.delete(withVariants(stored.map((s) => s.key))).catch(() => undefined);
    errors.push(error);
    return [];
  }
}

/** Pays back `credits` of the charge; false when neither the database nor the queue would take it. */
async function refund(ctx: CreationCtx, charge: UsageRecord, credits: number, error: unknown) {
  const reason = error instanceof Error ? error.message.slice(0, 200) : "failed";
  try {
    await refundOrQueue(ctx.env, ctx.db, charge, reason, credits === charge.creditsUsed ? undefined : credits);
    return true;
  } catch (refundError) {
    console.error(`REFUND LOST: ${credits} of charge ${charge.id} of user ${ctx.userId}`, refundError);
    return false;
  }
}

async function replayOf(ctx: CreationCtx, plan: BatchPlan, record: UsageRecord, hash: string | undefined) {
  assertSameRequest(record.metadata, hash);
  const rows = await ctx.db
    .select()
    .from(generatedArtworks)
    .where(and(eq(generatedArtworks.usageRecordId, record.id), eq(generatedArtworks.userId, ctx.userId)))
    .orderBy(asc(generatedArtworks.variantIndex))
    .all();
  if (rows.length === 0) throw await unfinishedRequest(ctx.db, record);
  const works = await toWorks(ctx.db, rows);
  const failed = Math.max(0, record.creditsUsed / plan.unitCost - rows.length);
  return {
    work: works[0],
    works,
    failed,
    credits: (await getBalance(ctx.db, ctx.userId)) ?? 0,
    engine: rows[0].metadata.engine,
    replayed: true,
  };
}
