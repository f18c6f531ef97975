// A Vite plugin for the browser build: paraglide compiles each message into a module holding all
// 15 languages (~20 KB gzip for the landing page alone). Here each message module keeps only its
// base-locale function inline and asks web/lib/locale-messages.ts for any other language. Each
// other language's functions become two lazily loaded tables (`virtual:locale-table/<locale>-<part>`):
// - "landing": the messages the landing page can show without a route change, as
//   scripts/landing-messages.mjs finds them (the `m.<key>` of the modules web/main.tsx and
//   web/lib/page-meta.ts reach by static imports); ar-SA's is 3.7 KB gzip of the whole 29.1;
// - "rest": every other message, loaded the first time the app leaves the landing page.
// A language's table used to be one chunk of every message, so each new message grew what a visitor
// of the landing page in that language downloads; now only the landing's own messages count there.
// web/lib/i18n.ts loads "landing" at start on / and on a language switch there, "all" (both parts)
// anywhere else, and every lazy route awaits "all" together with its chunk (web/app/router.tsx), so
// a message is loaded before any page can show it; were one missing, its message function falls
// back to the base-locale text rather than throw.
// The build also writes dist/locale-tables.json ({ locale: { landing, rest } }, each
// "/assets/<chunk>.js") for scripts/prerender.mjs, which hands it to the pre-render guard (so the
// visitor's tables load together with the app: the landing part on /, both elsewhere) and deletes it.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { landingMessages } from "./landing-messages.mjs";

const PARAGLIDE = resolve("web/paraglide");
const MESSAGES = join(PARAGLIDE, "messages");
const LOADER = resolve("web/lib/locale-messages.ts");
const TABLE = "virtual:locale-table/";
const ORIGINAL = "virtual:locale-message/";
const PARTS = ["landing", "rest"];

/** paraglide's name for a message's function in one locale: en-US, landing_cta → en_us2_landing_cta. */
const localeFunction = (locale, key) => `${locale.toLowerCase().replace(/-/g, "_")}2_${key}`;

const messageKeys = () =>
  readdirSync(MESSAGES)
    .filter((f) => f.endsWith(".js") && !f.startsWith("_"))
    .map((f) => f.slice(0, -3));

const withAbsoluteImports = (code) =>
  code.replace(
    /from '\.\.\/(runtime|registry)\.js'/g,
    (_, name) => `from ${JSON.stringify(join(PARAGLIDE, `${name}.js`))}`,
  );

export function localeTables({ baseLocale, locales }) {
  const others = locales.filter((l) => l !== baseLocale);
  /** The message keys of each part, found when the build starts. */
  let split;
  return {
    name: "atelier-locale-tables",
    enforce: "pre",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    buildStart() {
      const { keys } = landingMessages();
      const all = messageKeys();
      const unknown = [...keys].filter((key) => !all.includes(key));
      if (unknown.length) throw new Error(`locale-tables: no message ${unknown.join(", ")} (npm run i18n?)`);
      split = { landing: all.filter((key) => keys.has(key)), rest: all.filter((key) => !keys.has(key)) };
    },
    resolveId(id) {
      if (id.startsWith(TABLE) || id.startsWith(ORIGINAL)) return `\0${id}`;
    },
    load(id) {
      if (id === LOADER) return loaderModule(others);
      if (id.startsWith(`\0${TABLE}`)) {
        const name = id.slice(TABLE.length + 1);
        const part = PARTS.find((p) => name.endsWith(`-${p}`));
        const locale = name.slice(0, -part.length - 1);
        return split[part]
          .map(
            (key) =>
              `export { ${localeFunction(locale, key)} as ${key} } from ${JSON.stringify(`${ORIGINAL}${locale}/${key}`)};`,
          )
          .join("\n");
      }
      if (id.startsWith(`\0${ORIGINAL}`)) {
        const [locale, key] = id.slice(ORIGINAL.length + 1).split("/");
        const code = withAbsoluteImports(readFileSync(join(MESSAGES, `${key}.js`), "utf8"));
        return `${code}\nexport { ${localeFunction(locale, key)} };\n`;
      }
    },
    generateBundle(_options, bundle) {
      const tables = {};
      for (const chunk of Object.values(bundle)) {
        const name =
          chunk.type === "chunk" && chunk.facadeModuleId?.startsWith(`\0${TABLE}`)
            ? chunk.facadeModuleId.slice(TABLE.length + 1)
            : undefined;
        const part = name && PARTS.find((p) => name.endsWith(`-${p}`));
        if (part) (tables[name.slice(0, -part.length - 1)] ??= {})[part] = `/${chunk.fileName}`;
      }
      const missing = others.flatMap((l) => PARTS.filter((p) => !tables[l]?.[p]).map((p) => `${l}-${p}`));
      if (missing.length) throw new Error(`locale-tables: no chunk for ${missing.join(", ")}`);
      this.emitFile({ type: "asset", fileName: "locale-tables.json", source: JSON.stringify(tables) });
    },
    transform(code, id) {
      if (!id.startsWith(MESSAGES + "/") || !id.endsWith(".js") || id.endsWith("_index.js")) return;
      const key = id.slice(MESSAGES.length + 1, -3);
      const dispatch = new RegExp(`\\tif \\(locale === "([\\w-]+)"\\) return \\w+\\(inputs\\)\\n`, "g");
      if (!dispatch.test(code)) throw new Error(`locale-tables: ${id} is not a paraglide message module as expected`);
      // A key whose part is not loaded (never, by design) falls through to the base-locale text.
      const lazy = `\tif (locale !== ${JSON.stringify(baseLocale)}) { const message = localeTable(locale)?.${key}; if (message) return message(inputs) }\n`;
      let replaced = false;
      const body = code.replace(dispatch, () => (replaced ? "" : ((replaced = true), lazy)));
      return `import { localeTable } from ${JSON.stringify(LOADER)};\n${body}`;
    },
  };
}

/**
 * The module that replaces web/lib/locale-messages.ts in the browser build: each language's table
 * is the union of the parts loaded so far; a part loads once (a failed load may be retried).
 */
function loaderModule(locales) {
  const loaders = locales
    .map(
      (l) =>
        `  ${JSON.stringify(l)}: {\n${PARTS.map((p) => `    ${p}: () => import(${JSON.stringify(`${TABLE}${l}-${p}`)}),`).join("\n")}\n  },`,
    )
    .join("\n");
  return `const tables = {};
const loading = {};
const loaders = {
${loaders}
};
export const localeTable = (locale) => tables[locale];
export function loadLocaleMessages(locale, part) {
  const parts = loaders[locale];
  if (!parts) return undefined;
  const state = (loading[locale] ??= {});
  const pending = (part === "all" ? ${JSON.stringify(PARTS)} : ["landing"])
    .filter((p) => state[p] !== true)
    .map((p) =>
      (state[p] ??= parts[p]().then(
        (table) => {
          tables[locale] = Object.assign(tables[locale] ?? {}, table);
          state[p] = true;
        },
        (error) => {
          delete state[p];
          throw error;
        },
      )),
    );
  return pending.length ? Promise.all(pending).then(() => undefined) : undefined;
}
`;
}
