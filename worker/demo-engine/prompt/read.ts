// What the demo engine understands in a product prompt: the product's kind, and which colour
// belongs to the product and which to the background. A colour binds to the nearest product
// or background word in its clause ("red sneaker on a white background", "红色运动鞋，白色背景",
// "chaussure rouge sur fond blanc"); colours listed together ("red and gold box") bind as one.
// The SPA shows the reading next to the demo badge, so it is also the engine's honesty.

import { findWords, type Hit, normalise } from "./match";
import { type DemoSetting, findSetting } from "./setting";
import { AND_WORDS, type DemoColour, type DemoShape, FILLER_WORDS, ON_WORDS } from "./vocabulary";

export type DemoReading = {
  /** The product kind named in the prompt (absent: none was named). */
  shape?: DemoShape;
  objectColor?: DemoColour;
  /** A second colour of the product ("red and gold box"). */
  accentColor?: DemoColour;
  background?: DemoColour;
  /** The surface the product stands on ("on a wooden table"). */
  setting?: DemoSetting;
  /** That surface's colour when the prompt names one ("on a white table"): not the background's. */
  surfaceColor?: DemoColour;
};

type ColourHit = Extract<Hit, { kind: "colour" }>;
type Group = { colours: DemoColour[]; start: number; end: number };
/** The word naming the surface (./setting.ts): a colour written next to it is the table's. */
type SurfaceHit = { kind: "surface"; start: number; end: number };
type Anchor = Exclude<Hit, ColourHit> | SurfaceHit;

const CLAUSE_BREAK = /[,，;；。!！?？\n]|\.(\s|$)/;
/** Past this much text between a colour and a noun, the colour is not that noun's. */
const MAX_GAP = 16;
/** Spaced scripts give words; Thai runs and single Han or kana characters are tokens too. */
const TOKEN =
  /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Devanagari}\p{Script=Arabic}\p{Script=Hangul}\p{M}'-]+|[\p{Script=Thai}\p{M}]+|[^\s\p{P}\p{S}]/gu;
const SPACED = /[\p{Script=Latin}\p{Script=Cyrillic}\p{Script=Devanagari}\p{Script=Arabic}\p{Script=Hangul}]/u;
const WIDE = /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}]/u;
const FILLERS = new Set(FILLER_WORDS);
const ANDS = new Set(AND_WORDS);
const ONS = new Set(ON_WORDS);
/** Fillers and prepositions of unspaced scripts are found as substrings (的, สี, 上). */
const byLength = (words: readonly string[]) => words.filter((w) => !SPACED.test(w)).sort((a, b) => b.length - a.length);
const FILLER_PARTS = byLength(FILLER_WORDS);
const ON_PARTS = byLength(ON_WORDS);

const tokens = (text: string) => text.match(TOKEN) ?? [];
const withoutFiller = (text: string) => FILLER_PARTS.reduce((t, w) => t.replaceAll(w, " "), text);

/** How much meaningful text lies between two words; Infinity across a clause break or "on". */
function gapBetween(text: string): number {
  if (CLAUSE_BREAK.test(text) || ON_PARTS.some((w) => text.includes(w))) return Infinity;
  let sum = 0;
  for (const t of tokens(withoutFiller(text))) {
    if (ONS.has(t)) return Infinity;
    if (!FILLERS.has(t)) sum += WIDE.test(t) ? 2 : [...t].length;
  }
  return sum;
}

/** Colours written together: only filler, "and" or list punctuation between them. */
function groupColours(text: string, colours: ColourHit[]): Group[] {
  const groups: Group[] = [];
  for (const c of colours) {
    const last = groups.at(-1);
    const between = last ? text.slice(last.end, c.start) : "";
    const joined =
      last && /^[\s,、/&+-]*$/.test(between.replace(TOKEN, (t) => (FILLERS.has(t) || ANDS.has(t) ? "" : t)));
    if (last && joined) {
      if (!last.colours.includes(c.value)) last.colours.push(c.value);
      last.end = c.end;
    } else groups.push({ colours: [c.value], start: c.start, end: c.end });
  }
  return groups;
}

type Candidate = { anchor: Anchor; gap: number; after: boolean };

function candidatesOf(text: string, g: Group, anchors: Anchor[]): Candidate[] {
  return anchors
    .map((anchor) => {
      const after = anchor.start >= g.end;
      const gap = gapBetween(after ? text.slice(g.end, anchor.start) : text.slice(anchor.end, g.start));
      return { anchor, gap, after };
    })
    .filter((c) => c.gap <= MAX_GAP)
    .sort((a, b) => a.gap - b.gap);
}

/** "on white", "sur blanc": a colour right after one of these words with no noun of its own. */
function followsOn(text: string, g: Group): boolean {
  const before = withoutFiller(text.slice(Math.max(0, g.start - 16), g.start)).trimEnd();
  const last =
    tokens(before)
      .filter((t) => !FILLERS.has(t))
      .at(-1) ?? "";
  return ONS.has(last) || ON_PARTS.some((w) => before.endsWith(w));
}

type Binding = { to: Anchor | "on" | null; gap: number };

/** Binds each colour group to an anchor: unambiguous ones first, then ties to a free anchor. */
function bind(text: string, groups: Group[], anchors: Anchor[]): Map<Group, Binding> {
  const bound = new Map<Group, Binding>();
  const used = new Set<Anchor>();
  const pending: [Group, Candidate[]][] = [];
  for (const g of groups) {
    const cands = candidatesOf(text, g, anchors);
    const best = cands.filter((c) => c.gap === cands[0]?.gap);
    if (best.length === 1) {
      bound.set(g, { to: best[0].anchor, gap: best[0].gap });
      used.add(best[0].anchor);
    } else if (best.length === 0) bound.set(g, { to: followsOn(text, g) ? "on" : null, gap: Infinity });
    else pending.push([g, best]);
  }
  for (const [g, best] of pending) {
    // Prefer a noun no other colour took, then the noun after the colour (red shoe, 白色背景).
    const pick = [...best].sort(
      (a, b) => Number(used.has(a.anchor)) - Number(used.has(b.anchor)) || Number(b.after) - Number(a.after),
    )[0];
    bound.set(g, { to: pick.anchor, gap: pick.gap });
    used.add(pick.anchor);
  }
  return bound;
}

export function readPrompt(prompt: string): DemoReading {
  const text = normalise(prompt);
  const hits = findWords(text).filter((h) => h.kind !== "ignored");
  const shapes = hits.filter((h): h is Extract<Hit, { kind: "shape" }> => h.kind === "shape");
  const surface = findSetting(text);
  const anchors: Anchor[] = [
    ...hits.filter((h): h is Exclude<Hit, ColourHit> => h.kind === "shape" || h.kind === "background"),
    ...(surface ? [{ kind: "surface" as const, start: surface.start, end: surface.end }] : []),
  ];
  const groups = groupColours(
    text,
    hits.filter((h): h is ColourHit => h.kind === "colour"),
  );
  const bound = bind(text, groups, anchors);

  const main = shapes[0];
  const object: { colours: DemoColour[]; gap: number }[] = [];
  const others: DemoColour[] = [];
  let background: DemoColour | undefined;
  let surfaceColor: DemoColour | undefined;
  for (const g of groups) {
    const { to, gap } = bound.get(g) ?? { to: null, gap: Infinity };
    if (to && to !== "on" && to.kind === "surface") surfaceColor ??= g.colours[0];
    else if (to === "on" || (to && to.kind === "background")) background ??= g.colours[0];
    else if (to && main && to.kind === "shape" && to.value === main.value) object.push({ colours: g.colours, gap });
    else others.push(...g.colours);
  }
  // The colour written closest to the product is its main colour ("白色 雪 红色礼盒" is a red
  // box); colours bound to nothing (or to a second product) still colour it, after its own.
  const own = object.sort((a, b) => a.gap - b.gap).flatMap((o) => o.colours);
  const colours = [...own, ...others].filter((c, i, all) => all.indexOf(c) === i);
  const reading: DemoReading = {};
  if (main) reading.shape = main.value;
  if (colours[0]) reading.objectColor = colours[0];
  if (colours[1]) reading.accentColor = colours[1];
  if (background) reading.background = background;
  if (surface) reading.setting = surface.setting;
  if (surface && surfaceColor) reading.surfaceColor = surfaceColor;
  return reading;
}
