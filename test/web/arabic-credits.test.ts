// Arabic calls credits by one word: نقاط (نقطة, نقطتان…), the word most of its messages use; never
// أرصدة ("balances", which the Arabic texts also used for credits). رصيد stays for a balance.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { expect, it } from "vitest";

/** Every string in a JSON text table, with its path. */
function strings(value: unknown, path: string): [string, string][] {
  if (typeof value === "string") return [[path, value]];
  if (Array.isArray(value)) return value.flatMap((v, i) => strings(v, `${path}[${i}]`));
  if (value && typeof value === "object") return Object.entries(value).flatMap(([k, v]) => strings(v, `${path}.${k}`));
  return [];
}

const files = (dir: string): string[] =>
  readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? files(path) : path.endsWith(".json") ? [path] : [];
  });

it("no Arabic message or Worker text calls credits أرصدة", () => {
  const arabic = [
    ...strings(JSON.parse(readFileSync("messages/ar-SA.json", "utf8")), "messages/ar-SA"),
    ...files("worker/texts").flatMap((file) => {
      const table = JSON.parse(readFileSync(file, "utf8")) as Record<string, unknown>;
      const own = file.includes("ar-SA") ? table : table["ar-SA"];
      return own === undefined ? [] : strings(own, file);
    }),
  ];
  expect(arabic.length).toBeGreaterThan(1000);
  expect(arabic.filter(([, text]) => /أرصد/.test(text)).map(([path]) => path)).toEqual([]);
});
