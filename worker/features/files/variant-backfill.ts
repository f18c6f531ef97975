// The variants backfill: pictures stored before variants existed get them without waiting for
// their first view. `npm run variants:backfill` asks for a pass (a system_config row); the cron
// then walks the bucket a slice per minute, remembering where it stopped, until the pass is done.
// Variants made before content-addressed names (issue 24) get their hash on the same walk, and
// pictures the service made get labelled copies (issue 25): their original its implicit label.
import { createDb } from "../../platform/db/client";
import { FILES_ROOT, isMadeByService, isVariantKey, variantKey } from "../../platform/storage/keys";
import { activeLabel } from "../ai-labels/service";
import { makeVariants } from "./service";
import { LABEL_METADATA, type ImageVariant } from "../../platform/image/variants";
import { recordVariantHashes, storedHash } from "../../platform/image/variant-hashes";
import { hashStoredVariant } from "./variant-serving";
import { readConfig, writeConfig } from "../../platform/system-config";

export const BACKFILL_KEY = "VARIANTS_BACKFILL";

/** `hashed`: pictures whose older variants got their hashes (absent in a state written before issue 24). */
type BackfillState = {
  requestedAt: number;
  after: string | null;
  made: number;
  checked: number;
  hashed?: number;
  finishedAt: number | null;
};

const VARIANTS: ImageVariant[] = ["thumb", "display"];

/**
 * One slice of an asked-for pass: at most `maxImages` pictures get variants (or their variants get
 * hashes) and `maxPages` list pages are read. Null when no pass is asked for.
 */
export async function backfillVariants(
  env: Pick<Env, "DB" | "FILES" | "IMAGES">,
  options: { maxImages?: number; maxPages?: number; pageSize?: number } = {},
) {
  const { maxImages = 20, maxPages = 10, pageSize = 500 } = options;
  const db = createDb(env.DB);
  const state = (await readConfig(db, BACKFILL_KEY)) as BackfillState | null;
  if (!state || state.finishedAt) return null;
  let { after, made, checked } = state;
  let hashed = state.hashed ?? 0;
  let madeNow = 0;
  let finished = false;
  // Copies of pictures the service made that were labelled under other settings (or before labels
  // existed) are made again, so existing works get labelled copies (decision 24).
  const { stamp } = await activeLabel(db);
  const labelledNow = (o: R2Object | undefined) => Boolean(o && o.customMetadata?.[LABEL_METADATA] === stamp);
  for (let pages = 0; pages < maxPages && madeNow < maxImages; pages++) {
    const page = await env.FILES.list({
      prefix: FILES_ROOT,
      limit: pageSize,
      include: ["httpMetadata", "customMetadata"],
      ...(after ? { startAfter: after } : {}),
    });
    const listed = new Map(page.objects.map((o) => [o.key, o]));
    for (const object of page.objects) {
      after = object.key;
      if (isVariantKey(object.key) || !object.httpMetadata?.contentType?.startsWith("image/")) continue;
      checked++;
      const variants = VARIANTS.map((v) => listed.get(variantKey(object.key, v)));
      const relabel = isMadeByService(object.key) && !variants.every(labelledNow);
      if (!relabel && variants.every((v) => v && storedHash(v))) continue;
      if (!relabel && (variants.every(Boolean) || (await hasVariants(env.FILES, object.key)))) {
        if (await hashVariants(env, db, object.key)) {
          hashed++;
          madeNow++;
        }
        if (madeNow >= maxImages) break;
        continue;
      }
      if (
        await makeVariants(env, object.key, db).then(
          () => true,
          (error) => (console.warn(`backfill: no variants for ${object.key}`, error), false),
        )
      ) {
        made++;
        madeNow++;
      }
      if (madeNow >= maxImages) break;
    }
    if (!page.truncated && (page.objects.length === 0 || after === page.objects.at(-1)!.key)) {
      finished = true;
      break;
    }
  }
  const next: BackfillState = {
    ...state,
    after: finished ? null : after,
    made,
    checked,
    hashed,
    finishedAt: finished ? Date.now() : null,
  };
  await writeConfig(db, BACKFILL_KEY, next);
  return next;
}

/** Hashes the variants of `key` that were stored without one; whether any needed it. */
async function hashVariants(env: Pick<Env, "FILES">, db: ReturnType<typeof createDb>, key: string) {
  const heads = await Promise.all(VARIANTS.map((v) => env.FILES.head(variantKey(key, v))));
  if (heads.every((head) => head && storedHash(head))) return false;
  const hashes: Partial<Record<ImageVariant, string>> = {};
  for (const [i, v] of VARIANTS.entries()) {
    const hash = heads[i] ? await hashStoredVariant(env.FILES, variantKey(key, v)) : null;
    if (hash) hashes[v] = hash;
  }
  await recordVariantHashes(db, key, hashes);
  return true;
}

async function hasVariants(bucket: R2Bucket, key: string) {
  const [thumb, display] = await Promise.all([
    bucket.head(variantKey(key, "thumb")),
    bucket.head(variantKey(key, "display")),
  ]);
  return Boolean(thumb && display);
}
