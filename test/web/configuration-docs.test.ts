// docs/configuration.md is the reference of every [vars] entry, secret and binding. It stays complete
// by this test: each name a wrangler config of scripts/workers.mjs declares, each secret or optional
// binding worker/secrets.d.ts declares, each `env.NAME` the Worker's code reads, and each key the
// scripts write into .dev.vars must be the first cell of a row in one of its tables; and each name a
// row documents must still exist somewhere.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { WORKERS } from "../../scripts/workers.mjs";

const root = process.cwd();
const read = (path: string) => readFileSync(join(root, path), "utf8");

/** The names a wrangler config declares: its [vars] keys and the names of its bindings (a minimal TOML reading, enough for these files). */
function declaredInWrangler(toml: string): string[] {
  const names: string[] = [];
  let table = "";
  for (const raw of toml.split("\n")) {
    const line = raw.replace(/#.*$/, "").trim();
    if (!line) continue;
    const header = /^\[\[?([^\]]+)\]\]?$/.exec(line);
    if (header) {
      table = header[1].trim();
      continue;
    }
    const pair = /^([A-Za-z0-9_]+)\s*=\s*"?([^"]*)"?/.exec(line);
    if (!pair) continue;
    const [, key, value] = pair;
    if (table === "vars") names.push(key);
    else if (key === "binding") names.push(value);
    else if (key === "name" && ["durable_objects.bindings", "ratelimits", "send_email"].includes(table))
      names.push(value);
  }
  return names;
}

/** Bindings that a config declares only in a comment (an optional block, e.g. [[send_email]]). */
const commentedBindings = (toml: string) =>
  [...toml.matchAll(/^#\s*(?:name|binding)\s*=\s*"([A-Z][A-Z0-9_]+)"/gm)].map((m) => m[1]);

/** The members of the Env interfaces in worker/secrets.d.ts: secrets and bindings no config lists. */
const declaredSecrets = () => [...read("worker/secrets.d.ts").matchAll(/^\s+([A-Z][A-Z0-9_]+)\??:/gm)].map((m) => m[1]);

const sourceFiles = (dir: string): string[] =>
  readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (statSync(join(root, path)).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) && !name.endsWith(".d.ts") ? [path] : [];
  });

/** `env.NAME`, `env?.NAME` and `env["NAME"]` in the Worker's code (c.env.NAME, this.env.NAME…). */
function readInCode(source: string): string[] {
  return [...source.matchAll(/\benv\??\.([A-Z][A-Z0-9_]+)\b|\benv\[\s*"([A-Z][A-Z0-9_]+)"\s*\]/g)].map(
    (m) => m[1] ?? m[2],
  );
}

/** Names indirected through a table of setting names (e.g. `image: "GEMINI_IMAGE_MODEL"`): quoted ALL_CAPS strings ending in a setting suffix. */
const quotedSettings = (source: string) =>
  [...source.matchAll(/"((?:GEMINI|OPENAI|WORKERS_AI)_[A-Z0-9_]+_MODEL)"/g)].map((m) => m[1]);

/** The first cell of every table row of the reference, when it is one `NAME` in backticks. */
function documentedNames(markdown: string): string[] {
  return markdown
    .split("\n")
    .map((line) => /^\|\s*`([A-Z][A-Z0-9_]+)`\s*\|/.exec(line)?.[1])
    .filter((name): name is string => Boolean(name));
}

const configs = WORKERS.map((w) => ({ name: w.name, toml: read(w.config) }));
const inConfigs = configs.flatMap((c) => [...declaredInWrangler(c.toml), ...commentedBindings(c.toml)]);
const workerSources = sourceFiles("worker").map(read);
const inCode = workerSources.flatMap((s) => [...readInCode(s), ...quotedSettings(s)]);
const reference = read("docs/configuration.md");
const documented = new Set(documentedNames(reference));

describe("docs/configuration.md", () => {
  it("reads the names the way the check needs (sanity of the parsers)", () => {
    expect(
      declaredInWrangler(
        '[vars]\nA_B = ""\n[[ratelimits]]\nname = "LIMIT"\n[[services]]\nbinding = "SVC"\nservice = "x"',
      ),
    ).toEqual(["A_B", "LIMIT", "SVC"]);
    expect(readInCode('c.env.DB; env?.AI; this.env["FILES"]; env.lower')).toEqual(["DB", "AI", "FILES"]);
    expect(documentedNames("| `X_Y` | a |\n| not `Z` | b |\n|---|---|")).toEqual(["X_Y"]);
    // The configs and the code really name things: an empty list would make the checks below vacuous.
    expect(inConfigs).toEqual(
      expect.arrayContaining(["DB", "FILES", "BETTER_AUTH_URL", "USER_LIVE", "CREATION_LIMIT", "SEND_EMAIL"]),
    );
    expect(inCode).toEqual(
      expect.arrayContaining(["DB", "BETTER_AUTH_SECRET", "WORKERS_AI_IMAGE_MODEL", "GEMINI_IMAGE_MODEL"]),
    );
  });

  it.each(configs.map((c) => [c.name, c.toml] as const))(
    "documents every [vars] entry and binding of the %s Worker's config",
    (_name, toml) => {
      const missing = [...declaredInWrangler(toml), ...commentedBindings(toml)].filter((name) => !documented.has(name));
      expect(missing, "declared in the wrangler config, missing from docs/configuration.md").toEqual([]);
    },
  );

  it("documents every secret and optional binding of worker/secrets.d.ts", () => {
    expect(declaredSecrets().filter((name) => !documented.has(name))).toEqual([]);
  });

  it("documents every env.NAME the Worker's code reads", () => {
    expect([...new Set(inCode)].filter((name) => !documented.has(name)).sort()).toEqual([]);
  });

  it("documents every key the scripts write into .dev.vars, in its own section", () => {
    // ensureDevVar("NAME", …) calls anywhere in scripts/, and the lines scripts/lib.mjs writes itself (`NAME=${…}`).
    const scripts = readdirSync(join(root, "scripts"))
      .filter((f) => f.endsWith(".mjs"))
      .map((f) => read(`scripts/${f}`));
    const written = [
      ...scripts.flatMap((s) => [...s.matchAll(/ensureDevVar\(\s*"([A-Z][A-Z0-9_]+)"/g)].map((m) => m[1])),
      ...[...read("scripts/lib.mjs").matchAll(/`([A-Z][A-Z0-9_]+)=\$\{/g)].map((m) => m[1]),
    ];
    expect(written).toEqual(expect.arrayContaining(["BETTER_AUTH_SECRET", "DEV_OUTBOX"]));
    const section = new Set(documentedNames(reference.slice(reference.indexOf("## `.dev.vars`"))));
    expect(written.filter((name) => !section.has(name))).toEqual([]);
  });

  it("documents only names that still exist", () => {
    const known = new Set([...inConfigs, ...declaredSecrets(), ...inCode]);
    expect([...documented].filter((name) => !known.has(name))).toEqual([]);
  });
});
