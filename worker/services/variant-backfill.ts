// The variants backfill: pictures stored before variants existed get them without waiting for
// their first view. `npm run variants:backfill` asks for a pass (a system_config row); the cron
// then walks the bucket a slice per minute, remembering where it stopped, until the pass is done.
import { createDb } from "../db/client";
import { FILES_ROOT, isVariantKey, variantKey } from "../lib/storage-keys";
import { storeVariants } from "./image-variants";
import { readConfig, writeConfig } from "./system-config";

export const BACKFILL_KEY = "VARIANTS_BACKFILL";

type BackfillState = { requestedAt: number; after: string | null; made: number; checked: number; finishedAt: number | null };

/**
 * One slice of an asked-for pass: at most `maxImages` pictures get variants and `maxPages` list
 * pages are read. Null when no pass is asked for.
 */
export async function backfillVariants(env: Pick<Env, "DB" | "FILES" | "IMAGES">, options: { maxImages?: number; maxPages?: number; pageSize?: number } = {}) {
  const { maxImages = 20, maxPages = 10, pageSize = 500 } = options;
  const db = createDb(env.DB);
  const state = (await readConfig(db, BACKFILL_KEY)) as BackfillState | null;
  if (!state || state.finishedAt) return null;
  let { after, made, checked } = state;
  let madeNow = 0;
  let finished = false;
  for (let pages = 0; pages < maxPages && madeNow < maxImages; pages++) {
    const page = await env.FILES.list({ prefix: FILES_ROOT, limit: pageSize, include: ["httpMetadata"], ...(after ? { startAfter: after } : {}) });
    const listed = new Set(page.objects.map((o) => o.key));
    for (const object of page.objects) {
      after = object.key;
      if (isVariantKey(object.key) || !object.httpMetadata?.contentType?.startsWith("image/")) continue;
      checked++;
      if (listed.has(variantKey(object.key, "thumb")) && listed.has(variantKey(object.key, "display"))) continue;
      if (await hasVariants(env.FILES, object.key)) continue;
      const original = await env.FILES.get(object.key);
      if (original && (await storeVariants(env, object.key, new Uint8Array(await original.arrayBuffer())))) {
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
  const next: BackfillState = { ...state, after: finished ? null : after, made, checked, finishedAt: finished ? Date.now() : null };
  await writeConfig(db, BACKFILL_KEY, next);
  return next;
}

async function hasVariants(bucket: R2Bucket, key: string) {
  const [thumb, display] = await Promise.all([bucket.head(variantKey(key, "thumb")), bucket.head(variantKey(key, "display"))]);
  return Boolean(thumb && display);
}
