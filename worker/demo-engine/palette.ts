// Turns the prompt's reading (product and background colours, ./prompt/read.ts) and its mood
// words (Chinese and English) into the poster's palette and decoration style. Unknown prompts
// still get a stable, distinct palette derived from the prompt hash so that "any prompt" never
// means "the same picture".

import { darken, hsl, lighten, mix, type Rgb } from "./pixels";
import type { DemoReading } from "./prompt/read";
import type { DemoColour } from "./prompt/vocabulary";
import type { Rng } from "./seed";

export type Motif = "bokeh" | "snow" | "stars" | "bubbles" | "leaves" | "petals" | "grid" | "sparkle" | "none";

export type Palette = {
  top: Rgb;
  bottom: Rgb;
  glow: Rgb;
  floor: Rgb;
  podium: Rgb;
  accent: Rgb;
  /** Body colour of the stand-in product drawn when there are no references. */
  product: Rgb;
  /** The product's second colour when the prompt names one ("red and gold box"). */
  trim?: Rgb;
  rays: boolean;
  motif: Motif;
  /** 0..1 strength of film grain. */
  grain: number;
  /** What was recognised, for debugging and tests. */
  mood: string | null;
  colours: DemoColour[];
};

/** How each colour the prompt can name is painted. */
export const COLOUR_RGB: Record<DemoColour, Rgb> = {
  red: [205, 35, 45],
  blue: [35, 90, 210],
  green: [40, 160, 90],
  gold: [212, 168, 60],
  pink: [240, 130, 175],
  purple: [130, 70, 200],
  black: [22, 22, 26],
  white: [240, 240, 236],
  orange: [245, 130, 35],
  yellow: [245, 210, 50],
  brown: [120, 75, 45],
  grey: [128, 130, 136],
  silver: [190, 195, 205],
  cyan: [30, 180, 190],
  beige: [226, 208, 176],
};

type Look = Omit<Palette, "mood" | "colours">;
type Mood = { name: string; pattern: RegExp; look: Look };

const mood = (
  name: string,
  pattern: RegExp,
  top: Rgb,
  bottom: Rgb,
  glowRgb: Rgb,
  accent: Rgb,
  motif: Motif,
  rays: boolean,
  grain = 0.25,
): Mood => ({
  name,
  pattern,
  look: {
    top,
    bottom,
    glow: glowRgb,
    accent,
    motif,
    rays,
    grain,
    floor: darken(bottom, 0.35),
    podium: lighten(bottom, 0.55),
    product: accent,
  },
});

// Earlier entries win when a prompt names several moods.
const MOODS: Mood[] = [
  mood(
    "night",
    /夜|星空|午夜|\b(night|starry|midnight|moon)\b/i,
    [8, 12, 40],
    [40, 35, 90],
    [120, 140, 255],
    [235, 215, 140],
    "stars",
    false,
  ),
  mood(
    "winter",
    /冬|雪|圣诞|\b(winter|snow|christmas|frost|icy)\b/i,
    [150, 190, 230],
    [235, 242, 250],
    [255, 255, 255],
    [60, 120, 200],
    "snow",
    false,
  ),
  mood(
    "summer",
    /夏|阳光|沙滩|\b(summer|sunny|beach|tropical)\b/i,
    [40, 170, 230],
    [250, 215, 150],
    [255, 245, 200],
    [250, 120, 60],
    "bokeh",
    true,
  ),
  mood(
    "ocean",
    /海(?!报)|(?<!香)水|\b(ocean|sea|water|aqua|marine)\b/i,
    [10, 60, 110],
    [40, 170, 190],
    [170, 240, 255],
    [255, 255, 255],
    "bubbles",
    true,
  ),
  mood(
    "forest",
    /森林|自然|植物|绿植|\b(forest|nature|natural|botanical|leaf|leaves)\b/i,
    [20, 60, 35],
    [110, 160, 90],
    [220, 250, 190],
    [240, 225, 180],
    "leaves",
    true,
  ),
  mood(
    "spring",
    /春|花|樱|\b(spring|flower|floral|blossom|sakura)\b/i,
    [250, 200, 215],
    [250, 240, 230],
    [255, 255, 255],
    [230, 110, 150],
    "petals",
    true,
  ),
  mood(
    "autumn",
    /秋|\b(autumn|fall|harvest)\b/i,
    [120, 50, 25],
    [230, 150, 70],
    [255, 220, 160],
    [180, 60, 30],
    "leaves",
    true,
  ),
  mood(
    "tech",
    /科技|未来|赛博|数码|电子|\b(tech|cyber|futuristic|digital|neon|sci-?fi)\b/i,
    [5, 10, 30],
    [30, 20, 80],
    [0, 220, 255],
    [0, 230, 255],
    "grid",
    false,
    0.1,
  ),
  mood(
    "luxury",
    /奢华|高端|高级|尊贵|优雅|\b(luxury|luxurious|premium|elegant|exclusive)\b/i,
    [12, 10, 10],
    [45, 38, 30],
    [255, 220, 150],
    [215, 175, 90],
    "sparkle",
    true,
    0.15,
  ),
  mood(
    "vintage",
    /复古|怀旧|\b(vintage|retro|nostalgic|classic)\b/i,
    [95, 60, 40],
    [225, 200, 160],
    [255, 235, 200],
    [160, 70, 50],
    "none",
    false,
    0.9,
  ),
  mood(
    "minimal",
    /简约|极简|简洁|干净|\b(minimal|minimalist|clean|simple)\b/i,
    [228, 228, 226],
    [246, 245, 242],
    [255, 255, 255],
    [40, 40, 44],
    "none",
    false,
    0.1,
  ),
];

const isLight = (c: Rgb) => c[0] + c[1] + c[2] > 560;

/** A named background: the backdrop, floor and podium all in that colour, a studio sweep. */
function onBackground(bg: Rgb): Pick<Palette, "top" | "bottom" | "glow" | "floor" | "podium"> {
  const light = isLight(bg);
  return {
    top: light ? darken(bg, 0.03) : darken(bg, 0.1),
    bottom: light ? lighten(bg, 0.3) : lighten(bg, 0.06),
    glow: light ? lighten(bg, 0.6) : lighten(bg, 0.18),
    floor: light ? darken(bg, 0.1) : darken(bg, 0.3),
    podium: light ? darken(bg, 0.05) : lighten(bg, 0.14),
  };
}

/** A named product colour with no mood and no background: a backdrop that sets it off. */
function aroundProduct(product: Rgb): Pick<Palette, "top" | "bottom" | "glow" | "floor" | "podium"> {
  const bottom = isLight(product) ? mix(product, [150, 154, 164], 0.55) : lighten(product, 0.8);
  return {
    top: darken(mix(product, [90, 92, 100], 0.55), isLight(product) ? 0.45 : 0.55),
    bottom,
    glow: lighten(bottom, 0.5),
    floor: darken(bottom, 0.3),
    podium: lighten(bottom, 0.5),
  };
}

function fromHash(rng: Rng): Look {
  const hue = rng() * 360;
  const shift = 20 + rng() * 40;
  const top = hsl(hue, 0.55, 0.18);
  const bottom = hsl(hue + shift, 0.5, 0.6);
  const motifs: Motif[] = ["bokeh", "sparkle", "bubbles", "bokeh"];
  return {
    top,
    bottom,
    glow: hsl(hue + shift, 0.8, 0.85),
    floor: darken(bottom, 0.4),
    podium: hsl(hue + shift, 0.25, 0.9),
    accent: hsl(hue + 180, 0.65, 0.55),
    product: hsl(hue + 180, 0.6, 0.5),
    rays: rng() < 0.5,
    motif: motifs[Math.floor(rng() * motifs.length)],
    grain: 0.25,
  };
}

/** Nudges each colour a little so two prompts with the same mood still look distinct. */
function jitter(c: Rgb, rng: Rng): Rgb {
  return mix(c, [c[0] * (0.9 + rng() * 0.2), c[1] * (0.9 + rng() * 0.2), c[2] * (0.9 + rng() * 0.2)], 1);
}

export function choosePalette(prompt: string, reading: DemoReading, rng: Rng): Palette {
  const found = MOODS.find((m) => m.pattern.test(prompt));
  const base = found?.look ?? fromHash(rng);
  const product = reading.objectColor && COLOUR_RGB[reading.objectColor];
  const bg = reading.background && COLOUR_RGB[reading.background];
  const palette: Palette = {
    ...base,
    ...(bg ? onBackground(bg) : product && !found ? aroundProduct(product) : {}),
    ...(bg && !found ? { motif: "none" as const, rays: false } : {}),
    mood: found?.name ?? null,
    colours: [reading.objectColor, reading.accentColor, reading.background].filter((c): c is DemoColour => Boolean(c)),
  };
  // Colours the user named are painted as named; the rest vary a little so two prompts with
  // the same mood still look distinct.
  const keep = new Set<keyof Palette>(bg ? ["top", "bottom", "glow", "floor", "podium"] : []);
  for (const key of ["top", "bottom", "glow", "floor", "podium", "accent", "product"] as const) {
    if (!keep.has(key)) palette[key] = jitter(palette[key], rng);
  }
  if (product) palette.product = product;
  if (reading.accentColor) palette.trim = COLOUR_RGB[reading.accentColor];
  return palette;
}
