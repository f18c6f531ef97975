// A Vite plugin for the browser build: paraglide compiles each message into a module holding all
// 15 languages (~20 KB gzip for the landing page alone). Here each message module keeps only its
// base-locale function inline and asks web/lib/locale-messages.ts for any other language; each
// other language becomes one lazily loaded table (`virtual:locale-table/<locale>`) holding that
// language's functions of every message, loaded before the app switches to it (web/lib/i18n.ts).
// The build also writes dist/locale-tables.json ({ locale: "/assets/<chunk>.js" }) for
// scripts/prerender.mjs, which hands it to the pre-render guard (so the visitor's table loads
// together with the app) and deletes the file.
import { readdirSync, readFileSync } from "node:fs";
import { join, resolve } from "node:path";

const PARAGLIDE = resolve("web/paraglide");
const MESSAGES = join(PARAGLIDE, "messages");
const LOADER = resolve("web/lib/locale-messages.ts");
const TABLE = "virtual:locale-table/";
const ORIGINAL = "virtual:locale-message/";

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
  return {
    name: "atelier-locale-tables",
    enforce: "pre",
    apply: (_config, env) => env.command === "build" && !env.isSsrBuild,
    resolveId(id) {
      if (id.startsWith(TABLE) || id.startsWith(ORIGINAL)) return `\0${id}`;
    },
    load(id) {
      if (id === LOADER) {
        const loaders = others
          .map((l) => `  ${JSON.stringify(l)}: () => import(${JSON.stringify(TABLE + l)}),`)
          .join("\n");
        return `const tables = {};\nconst loaders = {\n${loaders}\n};\nexport const localeTable = (locale) => tables[locale];\nexport function loadLocaleMessages(locale) {\n  const load = loaders[locale];\n  if (!load || tables[locale]) return undefined;\n  return load().then((table) => void (tables[locale] = table));\n}\n`;
      }
      if (id.startsWith(`\0${TABLE}`)) {
        const locale = id.slice(TABLE.length + 1);
        return messageKeys()
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
        const locale =
          chunk.type === "chunk" && chunk.facadeModuleId?.startsWith(`\0${TABLE}`)
            ? chunk.facadeModuleId.slice(TABLE.length + 1)
            : undefined;
        if (locale) tables[locale] = `/${chunk.fileName}`;
      }
      const missing = others.filter((l) => !tables[l]);
      if (missing.length) throw new Error(`locale-tables: no chunk for ${missing.join(", ")}`);
      this.emitFile({ type: "asset", fileName: "locale-tables.json", source: JSON.stringify(tables) });
    },
    transform(code, id) {
      if (!id.startsWith(MESSAGES + "/") || !id.endsWith(".js") || id.endsWith("_index.js")) return;
      const key = id.slice(MESSAGES.length + 1, -3);
      const dispatch = new RegExp(`\\tif \\(locale === "([\\w-]+)"\\) return \\w+\\(inputs\\)\\n`, "g");
      if (!dispatch.test(code)) throw new Error(`locale-tables: ${id} is not a paraglide message module as expected`);
      const lazy = `\tif (locale !== ${JSON.stringify(baseLocale)}) { const table = localeTable(locale); if (table) return table.${key}(inputs) }\n`;
      let replaced = false;
      const body = code.replace(dispatch, () => (replaced ? "" : ((replaced = true), lazy)));
      return `import { localeTable } from ${JSON.stringify(LOADER)};\n${body}`;
    },
  };
}
