// Product facts have one home, shared/ (docs/decisions/0011-product-facts.md): the shipped code
// (worker/, web/) and the messages are searched for the shapes a copied price, limit, list or
// locale list takes, so re-adding a copy fails here. The languages come from
// project.inlang/settings.json, and everything the Worker keeps per language has all of them.
import { readdirSync, readFileSync, statSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import settings from "../../project.inlang/settings.json";
import { BASE_LOCALE, LOCALES } from "../../shared/locales";
import { storybookCost } from "../../shared/prices";

const root = process.cwd();
const SKIP = new Set(["web/paraglide", "worker/worker-configuration.d.ts", "worker/vendor"]);

function sources(dir: string): string[] {
  return readdirSync(join(root, dir)).flatMap((name) => {
    const path = `${dir}/${name}`;
    if (SKIP.has(path)) return [];
    if (statSync(join(root, path)).isDirectory()) return sources(path);
    return /\.(ts|tsx)$/.test(name) ? [path] : [];
  });
}

/** Code without its comments, so a comment may still say "256–8192" or "10 MB". */
const code = (path: string) =>
  readFileSync(join(root, path), "utf8")
    .replace(/\/\*[\s\S]*?\*\//g, "")
    .replace(/(^|[^:"'`])\/\/.*$/gm, "$1");

/** What a copy of each fact looks like in code. */
const COPIES: [fact: string, shape: RegExp][] = [
  ["the locale list", /"zh-CN",\s*"en-US",\s*"es-ES"/],
  ["a price", /\b\w*_COST\s*=\s*\d/],
  ["the storybook price", /2\s*\+\s*2\s*\*\s*\w+/],
  ["the sign-up bonus", /SIGNUP_BONUS\s*=\s*\d/],
  ["a size limit", /=\s*\d+\s*\*\s*(1024\s*\*\s*1024|MB)\b/],
  ["the maxTokens range", /\.min\(256\)|\.max\(8192\)|MAX_TOKENS_(MIN|MAX|DEFAULT)\s*=|return 2048\b/],
  ["the password minimum", /PASSWORD_MIN\s*=\s*\d/],
  ["the referral code length", /normalizeReferralCode.*\.slice\(0,\s*\d|CODE_LENGTH\s*=\s*\d|\[A-Z0-9\]\{1,\d/],
  ["the aspect ratios", /"1:1",\s*"3:4"/],
  ["the image sizes", /"1K",\s*"2K"/],
  ["the room types", /"living_room",\s*"bedroom"/],
  ["the interior styles", /"modern",\s*"scandinavian"/],
  ["the story styles", /"fairy_tale",\s*"sci_fi"/],
  ["the page counts", /\[\s*4,\s*6,\s*8\s*\]|"4",\s*"6",\s*"8"/],
  ["the action types", /"signup_bonus",\s*"generate_image"/],
  ["the work sources", /"nano",\s*"art_studio"/],
  ["the task types", /"interior_design",\s*"storybook"\s*\]/],
];

describe("product facts", () => {
  const files = [...sources("worker"), ...sources("web")];

  it.each(COPIES)("%s lives only in shared/", (_fact, shape) => {
    expect(files.length).toBeGreaterThan(100);
    expect(files.filter((path) => shape.test(code(path)))).toEqual([]);
  });

  it("finds a copy when there is one (the search itself works)", () => {
    const shared = sources("shared");
    for (const [fact, shape] of COPIES.filter(
      ([fact]) => !["the locale list", "the maxTokens range", "the page counts", "the task types"].includes(fact),
    ))
      expect(
        shared.some((path) => shape.test(code(path))),
        fact,
      ).toBe(true);
  });

  it("no message states a price, the bonus or a size limit: they take it as a parameter", () => {
    const zh = JSON.parse(readFileSync(join(root, "messages/zh-CN.json"), "utf8")) as Record<string, unknown>;
    const literal = Object.entries(zh).filter(([, text]) => /\d\s*(积分|MB)/.test(JSON.stringify(text)));
    expect(literal).toEqual([]);
  });

  it("prices follow the spec (§9)", () => {
    expect([4, 6, 8].map(storybookCost)).toEqual([10, 14, 18]);
  });

  it("takes the languages from project.inlang/settings.json", () => {
    expect(LOCALES).toEqual(settings.locales);
    expect(BASE_LOCALE).toBe(settings.baseLocale);
    expect(LOCALES).toHaveLength(15);
  });

  // The Worker's text tables (worker/texts/, served from the asset store): a table keyed by
  // language has every language with the base language's fields, none empty; a folder of
  // per-language files (story/) has one file per language.
  const texts = "worker/texts";
  const jsonFiles = (dir: string): string[] =>
    readdirSync(join(root, dir), { withFileTypes: true }).flatMap((e) =>
      e.isDirectory() ? jsonFiles(`${dir}/${e.name}`) : e.name.endsWith(".json") ? [`${dir}/${e.name}`] : [],
    );
  const tables = jsonFiles(texts).filter((path) => path.endsWith(".json") && !/\/[a-z]{2}-[A-Z]{2}\.json$/.test(path));
  const folders = [
    ...new Set(
      jsonFiles(texts)
        .filter((path) => /\/[a-z]{2}-[A-Z]{2}\.json$/.test(path))
        .map((path) => path.slice(0, path.lastIndexOf("/"))),
    ),
  ];

  it("has the Worker's checkout item, export alt texts, mails, share page, prompt-help phrases and story templates as text tables", () => {
    expect(tables.sort()).toEqual([
      `${texts}/checkout.json`,
      `${texts}/export-alt.json`,
      `${texts}/mail/reset.json`,
      `${texts}/mail/verify.json`,
      `${texts}/prompt-help/demo-phrases.json`,
      `${texts}/share-page.json`,
    ]);
    expect(folders).toEqual([`${texts}/story`]);
  });

  it.each(LOCALES)("%s has every Worker text", (locale) => {
    for (const table of tables) {
      const entries = JSON.parse(readFileSync(join(root, table), "utf8")) as Record<string, Record<string, string>>;
      expect(Object.keys(entries[locale] ?? {}), `${table} ${locale}`).toEqual(Object.keys(entries[BASE_LOCALE]));
      // A sentence's closing mark may be nothing (Thai ends a sentence without one).
      for (const [field, text] of Object.entries(entries[locale]))
        if (field !== "end") expect(text, `${table} ${locale}.${field}`).not.toBe("");
    }
    for (const folder of folders)
      expect(statSync(join(root, folder, `${locale}.json`)).isFile(), `${folder}/${locale}.json`).toBe(true);
  });
});
