// Prints the INSERTs that seed style_presets from worker/styles/presets.json (used once to
// write migrations/0001_art_studio.sql; later changes to styles are made by admins or by a new
// migration, never by editing an applied one).
import { readFileSync } from "node:fs";

const presets = JSON.parse(readFileSync("worker/styles/presets.json", "utf8"));
const q = (v) => `'${String(v).replaceAll("'", "''")}'`;
const rows = presets.map(
  (p, i) =>
    `INSERT INTO \`style_presets\` (\`id\`, \`group_id\`, \`icon\`, \`name\`, \`description\`, \`prompt\`, \`enabled\`, \`sort_order\`) VALUES (${[
      q(p.id), q(p.group), q(p.icon), q(JSON.stringify(p.name)), q(JSON.stringify(p.description)), q(p.prompt), 1, (i + 1) * 10,
    ].join(", ")});`,
);
console.log(rows.join("--> statement-breakpoint\n"));
