// The style catalogue is the database, seeded from one file: after the migrations the
// style_presets table holds exactly the styles migrations/0008_style_catalogue.sql lists, in its
// order, with every name and prompt as written there; no other migration inserts a style; running
// the seed again (an existing database) keeps what admins changed; and the demo engine has a look
// of its own for each seeded style without keeping a list of them.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import seedSql from "../../migrations/0008_style_catalogue.sql?raw";
import { lookFor } from "../../worker/demo-engine/styles";

type SeedStyle = {
  id: string;
  group: string;
  icon: string;
  name: Record<string, string>;
  description: Record<string, string>;
  prompt: string;
};
type Row = {
  id: string;
  group_id: string;
  icon: string;
  name: string;
  description: string;
  prompt: string;
  enabled: number;
  sort_order: number;
};

/** The JSON array the migration hands to json_each, read the way SQLite reads the literal. */
function seedStyles(): SeedStyle[] {
  const literal = /VALUES \('([\s\S]*?)'\)\)/.exec(seedSql);
  if (!literal) throw new Error("0008_style_catalogue.sql no longer holds one JSON literal");
  return JSON.parse(literal[1].replaceAll("''", "'"));
}

const rows = async () =>
  (
    await env.DB.prepare(
      "SELECT id, group_id, icon, name, description, prompt, enabled, sort_order FROM style_presets ORDER BY sort_order, id",
    ).all<Row>()
  ).results;

const asSeed = (r: Row) => ({
  id: r.id,
  group: r.group_id,
  icon: r.icon,
  name: JSON.parse(r.name),
  description: JSON.parse(r.description),
  prompt: r.prompt,
});

const seedQueries = () => env.TEST_MIGRATIONS.find((m) => m.name === "0008_style_catalogue.sql")!.queries;

describe("the style catalogue", () => {
  it("is exactly the seed file after the migrations: the same styles, texts and order, all enabled", async () => {
    const seed = seedStyles();
    expect(seed).toHaveLength(21);
    const table = await rows();
    expect(table.map(asSeed)).toEqual(seed);
    expect(table.map((r) => [r.enabled, r.sort_order])).toEqual(seed.map((_, i) => [1, (i + 1) * 10]));
    for (const style of seed) expect(Object.keys(style.name), style.id).toHaveLength(15);
  });

  it("is seeded by that one migration only", () => {
    const seeding = env.TEST_MIGRATIONS.filter((m) =>
      m.queries.some((q) => /INSERT\s+INTO\s+`?style_presets`?/i.test(q)),
    ).map((m) => m.name);
    expect(seeding).toEqual(["0008_style_catalogue.sql"]);
  });

  it("keeps what admins changed when the seed runs again, and puts back only a seeded style that is missing", async () => {
    await env.DB.batch([
      env.DB.prepare(
        "UPDATE style_presets SET prompt = 'Edited by an admin.', enabled = 0, sort_order = 5 WHERE id = 'anime'",
      ),
      env.DB.prepare("DELETE FROM style_presets WHERE id = 'bauhaus'"),
      env.DB.prepare(
        "INSERT INTO style_presets (id, group_id, name, description, prompt, sort_order) VALUES ('paper-cut', 'eastern', '{\"zh-CN\":\"剪纸\"}', '{}', 'Paper-cut art.', 220)",
      ),
    ]);
    for (const query of seedQueries()) await env.DB.prepare(query).run();
    const byId = new Map((await rows()).map((r) => [r.id, r]));
    expect(byId.size).toBe(22);
    expect(byId.get("anime")).toMatchObject({ prompt: "Edited by an admin.", enabled: 0, sort_order: 5 });
    expect(byId.get("bauhaus")).toMatchObject({ group_id: "design", enabled: 1, sort_order: 210 });
    expect(byId.get("paper-cut")).toMatchObject({ prompt: "Paper-cut art.", sort_order: 220 });
  });

  it("has a demo-engine look of its own for every seeded style, and a borrowed one for any other id", () => {
    for (const style of seedStyles())
      expect(lookFor(style), style.id).toEqual({ recipe: style.id, source: "own recipe" });
    expect(lookFor({ id: "paper-cut", group: "eastern", prompt: "Paper-cut art." })).toEqual({
      recipe: "ukiyo-e",
      source: "its group's look",
    });
  });
});
