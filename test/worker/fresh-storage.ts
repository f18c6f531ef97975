// Gives a Worker test file the storage a new workerd process would have, inside a process that
// earlier files already used: every D1 table, view and trigger dropped and the migrations applied
// again (so seeded rows such as the style catalogue come back), and the R2 bucket emptied.
// Durable Objects and module state are not reset: each file's users are new (random ids), and
// the Worker keeps nothing between requests that a test reads back.
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

type SchemaObject = { type: "table" | "view" | "trigger"; name: string };

async function dropSchema(db: D1Database) {
  const { results } = await db
    .prepare("SELECT type, name FROM sqlite_master WHERE type IN ('table', 'view', 'trigger') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'")
    .all<SchemaObject>();
  if (results.length === 0) return;
  const order = { trigger: 0, view: 1, table: 2 } as const;
  const drops = [...results]
    .sort((a, b) => order[a.type] - order[b.type])
    .map(({ type, name }) => db.prepare(`DROP ${type.toUpperCase()} IF EXISTS "${name.replaceAll('"', '""')}"`));
  // One batch is one transaction: with the foreign-key check deferred to its end, the order in
  // which referencing tables go does not matter.
  await db.batch([db.prepare("PRAGMA defer_foreign_keys = on"), ...drops]);
}

async function emptyBucket(bucket: R2Bucket) {
  for (let cursor: string | undefined; ; ) {
    const page = await bucket.list({ cursor, limit: 1000 });
    if (page.objects.length > 0) await bucket.delete(page.objects.map((o) => o.key));
    if (!page.truncated) return;
    cursor = page.cursor;
  }
}

export async function freshStorage() {
  await dropSchema(env.DB);
  await applyD1Migrations(env.DB, env.TEST_MIGRATIONS);
  await emptyBucket(env.FILES);
}
