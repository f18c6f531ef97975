// The orphan sweep (cron): an R2 object under u/ that no row references and that is older than
// a day is deleted. It catches what the delete paths cannot: a file written by a request that
// failed before its row, pages of a task whose consumer died, a straggler after account deletion.
// The day keeps it clear of work in flight (a creation writes its file moments before its row; a
// task is failed after 10 minutes). Each run lists at most `maxPages` pages and remembers where it
// stopped (system_config), so successive runs walk the whole bucket; after a whole pass it rests
// ORPHAN_REST_MS before starting over.
import { createDb } from "../../platform/db/client";
import { FILES_ROOT, isVariantKey, originalKeyOf, TASK_UPLOAD_FIELDS } from "../../platform/storage/keys";
import { forgetVariantHashes } from "../../platform/image/variant-hashes";
import { readConfig, writeConfig } from "../../platform/system-config";

export const ORPHAN_MIN_AGE_MS = 24 * 60 * 60 * 1000;
/** After a whole pass over the bucket, the sweep rests this long before the next one. */
export const ORPHAN_REST_MS = 60 * 60 * 1000;
const CURSOR_KEY = "FILES_SWEEP_CURSOR";
/** Candidates per reference query (one bound JSON parameter each). */
const CHUNK = 50;

const inputUpload = TASK_UPLOAD_FIELDS.map((field) => `json_extract(t.input_data, '$.${field}') = c.key`).join(" OR ");

/** Every place a row names a file; scoped by the owner (the key's second segment), so indexed. */
const REFERENCED = `
  WITH c(key, user_id) AS (SELECT json_extract(value, '$[0]'), json_extract(value, '$[1]') FROM json_each(?1))
  SELECT c.key AS key FROM c WHERE
    EXISTS (SELECT 1 FROM generated_artworks a WHERE a.user_id = c.user_id
            AND (a.image_key = c.key OR json_extract(a.metadata, '$.sourceImageKey') = c.key
                 OR json_extract(a.metadata, '$.keptProduct.key') = c.key))
    OR EXISTS (SELECT 1 FROM interior_designs d WHERE d.user_id = c.user_id
            AND (d.source_image_key = c.key OR d.generated_image_key = c.key))
    OR EXISTS (SELECT 1 FROM storybooks s WHERE s.user_id = c.user_id
            AND (s.reference_image_key = c.key OR EXISTS (SELECT 1 FROM json_each(s.pages) p
                 WHERE json_extract(p.value, '$.imageKey') = c.key OR json_extract(p.value, '$.audioKey') = c.key)))
    OR EXISTS (SELECT 1 FROM generation_tasks t WHERE t.user_id = c.user_id
            AND t.status IN ('pending', 'processing') AND (${inputUpload}))
    OR EXISTS (SELECT 1 FROM batches b, json_each(b.photos) p WHERE b.user_id = c.user_id AND p.value = c.key)`;

async function unreferenced(d1: D1Database, keys: string[]) {
  const orphans: string[] = [];
  for (let i = 0; i < keys.length; i += CHUNK) {
    const chunk = keys.slice(i, i + CHUNK);
    const { results } = await d1
      .prepare(REFERENCED)
      // A variant lives exactly as long as its original: it is looked up by the original's key.
      .bind(JSON.stringify(chunk.map((key) => [originalKeyOf(key), key.split("/")[1] ?? ""])))
      .all<{ key: string }>();
    const kept = new Set(results.map((r) => r.key));
    orphans.push(...chunk.filter((key) => !kept.has(originalKeyOf(key))));
  }
  return orphans;
}

export async function sweepOrphanFiles(env: Env, options: { now?: number; maxPages?: number; pageSize?: number } = {}) {
  const { now = Date.now(), maxPages = 1, pageSize = 1000 } = options;
  const db = createDb(env.DB);
  const saved = await readConfig(db, CURSOR_KEY);
  let after = typeof saved?.after === "string" ? saved.after : undefined;
  const finishedAt = typeof saved?.finishedAt === "number" ? saved.finishedAt : 0;
  if (!after && now - finishedAt < ORPHAN_REST_MS) return { deleted: 0, finished: true };
  let deleted = 0;
  for (let page = 0; page < maxPages; page++) {
    const listed = await env.FILES.list({
      prefix: FILES_ROOT,
      limit: pageSize,
      ...(after ? { startAfter: after } : {}),
    });
    const old = listed.objects.filter((o) => o.uploaded.getTime() < now - ORPHAN_MIN_AGE_MS).map((o) => o.key);
    const orphans = await unreferenced(env.DB, old);
    if (orphans.length) {
      await env.FILES.delete(orphans);
      await forgetVariantHashes(
        db,
        orphans.filter((key) => !isVariantKey(key)),
      );
    }
    deleted += orphans.length;
    after = listed.truncated ? (listed.objects.at(-1)?.key ?? after) : undefined;
    if (!after) break;
  }
  await writeConfig(db, CURSOR_KEY, after ? { after, finishedAt } : { after: null, finishedAt: now });
  return { deleted, finished: !after };
}
