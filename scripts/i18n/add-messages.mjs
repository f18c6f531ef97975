// Adds or updates messages in messages/<locale>.json from a JSON file of
// { key: { "zh-CN": "…", "en-US": "…", … } }, keeping "$schema" first and keys sorted.
// `node scripts/i18n/add-messages.mjs new-keys.json`
import { readFileSync, renameSync, writeFileSync } from "node:fs";

const incoming = JSON.parse(readFileSync(process.argv[2], "utf8"));
const locales = new Set(Object.values(incoming).flatMap((v) => Object.keys(v)));
for (const locale of locales) {
  const path = `messages/${locale}.json`;
  const current = JSON.parse(readFileSync(path, "utf8"));
  for (const [key, values] of Object.entries(incoming)) if (values[locale] !== undefined) current[key] = values[locale];
  const { $schema, ...rest } = current;
  const sorted = {
    $schema,
    ...Object.fromEntries(
      Object.keys(rest)
        .sort()
        .map((k) => [k, rest[k]]),
    ),
  };
  writeFileSync(`${path}.tmp`, JSON.stringify(sorted, null, 2) + "\n");
  renameSync(`${path}.tmp`, path);
}
console.log(`${Object.keys(incoming).length} keys into ${[...locales].join(", ")}`);
