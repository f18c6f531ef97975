// Gives a Worker test file the storage a new workerd process would have, inside a process that
// earlier files already used: every D1 table, view and trigger dropped and the migrations applied
// again (so seeded rows such as the style catalogue come back), and the R2 bucket emptied.
// Durable Objects and module state are not reset: each file's users are new (random ids), and
// the one thing the Worker keeps between requests, its remembered settings, setup.ts forgets.
import { applyD1Migrations } from "cloudflare:test";
import { env } from "cloudflare:workers";

type SchemaObject = { type: "table" | "view" | "trigger"; name: string };

async function dropSchema(db: D1Database) {
  const { results } = await db
    .prepare(
      "SELECT type, name FROM sqlite_master WHERE type IN ('table', 'view', 'trigger') AND name NOT LIKE 'sqlite_%' AND name NOT LIKE '_cf_%'",
    )
    .all<SchemaObject>();
  const drop = ({ type, name }: SchemaObject) =>
    db.prepare(`DROP ${type.toUpperCase()} IF EXISTS "${name.replaceAll('"', '""')}"`);
  const others = results.filter((o) => o.type !== "table");
  if (others.length > 0) await db.batch(others.map(drop));
  // Tables one at a time, in rounds: a table whose drop trips over a foreign key (a parent still
  // referenced, or a child whose parent went first) is tried again in the next round, so the order
  // in which migrations created and rebuilt them does not matter.
  let tables = results.filter((o) => o.type === "table");
  while (tables.length > 0) {
    const left: SchemaObject[] = [];
    for (const table of tables)
      await drop(table)
        .run()
        .catch(() => left.push(table));
    if (left.length === tables.length) throw new Error(`cannot drop ${left.map((t) => t.name).join(", ")}`);
    tables = left;
  }
}

async function emptyBucket(bucket: R2Bucket) {
  for (let cursor: string | undefined; ;) {
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
