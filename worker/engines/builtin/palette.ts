// Reads colour and mood words (Chinese and English) from the prompt and turns them into the
// poster's palette and decoration style. Unknown prompts still get a stable, distinct palette
// derived from the prompt hash so that "any prompt" never means "the same picture".

import { darken, hsl, lighten, mix, type Rgb } from "./pixels";
import type { Rng } from "./seed";

export type Motif = "bokeh" | "snow" | "stars" | "bubbles" | "leaves" | "petals" | "grid" | "sparkle" | "none";

export type Palette = {
  top: Rgb;
  bottom: Rgb;
  glow: Rgb;
  floor: Rgb;
  podium: Rgb;
  accent: Rgb;
  /** Body colour of the abstract product drawn when there are no references. */
  product: Rgb;
  rays: boolean;
  motif: Motif;
  /** 0..1 strength of film grain. */
  grain: number;
  /** What was recognised, for debugging and tests. */
  mood: string | null;
  colours: string[];
};

type ColourWord = { name: string; pattern: RegExp; rgb: Rgb };

// "粉底" is foundation make-up, not pink; "金属" is metal, not gold.
const COLOUR_WORDS: ColourWord[] = [
  { name: "red", pattern: /红|赤|\b(red|crimson|scarlet)\b/i, rgb: [205, 35, 45] },
  { name: "blue", pattern: /蓝|\b(blue|navy|azure)\b/i, rgb: [35, 90, 210] },
  { name: "green", pattern: /绿|\b(green|emerald|mint)\b/i, rgb: [40, 160, 90] },
  { name: "gold", pattern: /金(?!属)|\b(gold|golden)\b/i, rgb: [212, 168, 60] },
  { name: "pink", pattern: /粉(?!底|末)|\b(pink|rose)\b/i, rgb: [240, 130, 175] },
  { name: "purple", pattern: /紫|\b(purple|violet|lavender)\b/i, rgb: [130, 70, 200] },
  { name: "black", pattern: /黑|\b(black|noir)\b/i, rgb: [22, 22, 26] },
  { name: "white", pattern: /白|\b(white|ivory)\b/i, rgb: [240, 240, 236] },
  { name: "orange", pattern: /橙|橘|\b(orange|tangerine)\b/i, rgb: [245, 130, 35] },
  { name: "yellow", pattern: /黄|\b(yellow|lemon)\b/i, rgb: [245, 210, 50] },
  { name: "brown", pattern: /棕|褐|咖啡色|\b(brown|chocolate|coffee)\b/i, rgb: [120, 75, 45] },
  { name: "grey", pattern: /灰|\b(gr[ae]y)\b/i, rgb: [128, 130, 136] },
  { name: "silver", pattern: /银|\b(silver|chrome)\b/i, rgb: [190, 195, 205] },
  { name: "cyan", pattern: /青|\b(cyan|teal|turquoise)\b/i, rgb: [30, 180, 190] },
];

type Look = Omit<Palette, "mood" | "colours">;
type Mood = { name: string; pattern: RegExp; look: Look };

const mood = (
  name: string, pattern: RegExp, top: Rgb, bottom: Rgb, glowRgb: Rgb, accent: Rgb,
  motif: Motif, rays: boolean, grain = 0.25,
): Mood => ({
  name, pattern,
  look: { top, bottom, glow: glowRgb, accent, motif, rays, grain, floor: darken(bottom, 0.35), podium: lighten(bottom, 0.55), product: accent },
});

// Earlier entries win when a prompt names several moods.
const MOODS: Mood[] = [
  mood("night", /夜|星空|午夜|\b(night|starry|midnight|moon)\b/i, [8, 12, 40], [40, 35, 90], [120, 140, 255], [235, 215, 140], "stars", false),
  mood("winter", /冬|雪|圣诞|\b(winter|snow|christmas|frost|icy)\b/i, [150, 190, 230], [235, 242, 250], [255, 255, 255], [60, 120, 200], "snow", false),
  mood("summer", /夏|阳光|沙滩|\b(summer|sunny|beach|tropical)\b/i, [40, 170, 230], [250, 215, 150], [255, 245, 200], [250, 120, 60], "bokeh", true),
  mood("ocean", /海|水|\b(ocean|sea|water|aqua|marine)\b/i, [10, 60, 110], [40, 170, 190], [170, 240, 255], [255, 255, 255], "bubbles", true),
  mood("forest", /森林|自然|植物|绿植|\b(forest|nature|natural|botanical|leaf|leaves)\b/i, [20, 60, 35], [110, 160, 90], [220, 250, 190], [240, 225, 180], "leaves", true),
  mood("spring", /春|花|樱|\b(spring|flower|floral|blossom|sakura)\b/i, [250, 200, 215], [250, 240, 230], [255, 255, 255], [230, 110, 150], "petals", true),
  mood("autumn", /秋|\b(autumn|fall|harvest)\b/i, [120, 50, 25], [230, 150, 70], [255, 220, 160], [180, 60, 30], "leaves", true),
  mood("tech", /科技|未来|赛博|数码|电子|\b(tech|cyber|futuristic|digital|neon|sci-?fi)\b/i, [5, 10, 30], [30, 20, 80], [0, 220, 255], [0, 230, 255], "grid", false, 0.1),
  mood("luxury", /奢华|高端|高级|尊贵|优雅|\b(luxury|luxurious|premium|elegant|exclusive)\b/i, [12, 10, 10], [45, 38, 30], [255, 220, 150], [215, 175, 90], "sparkle", true, 0.15),
  mood("vintage", /复古|怀旧|\b(vintage|retro|nostalgic|classic)\b/i, [95, 60, 40], [225, 200, 160], [255, 235, 200], [160, 70, 50], "none", false, 0.9),
  mood("minimal", /简约|极简|简洁|干净|\b(minimal|minimalist|clean|simple)\b/i, [228, 228, 226], [246, 245, 242], [255, 255, 255], [40, 40, 44], "none", false, 0.1),
];

/** Colour words in order of first appearance, so "red and gold" leads with red. */
export function findColours(prompt: string): ColourWord[] {
  return COLOUR_WORDS.map((c) => ({ c, at: prompt.search(c.pattern) }))
    .filter((x) => x.at >= 0)
    .sort((a, b) => a.at - b.at)
    .map((x) => x.c);
}

function fromColours(colours: ColourWord[]): Pick<Palette, "top" | "bottom" | "glow" | "floor" | "podium" | "accent" | "product"> {
  const main = colours[0].rgb;
  const second = colours[1]?.rgb;
  const isLight = main[0] + main[1] + main[2] > 600;
  return {
    top: isLight ? darken(main, 0.12) : darken(main, 0.55),
    bottom: isLight ? main : lighten(main, 0.12),
    glow: second ? lighten(second, 0.4) : lighten(main, 0.6),
    floor: darken(main, isLight ? 0.2 : 0.45),
    podium: isLight ? darken(main, 0.05) : lighten(main, 0.5),
    accent: second ?? lighten(main, 0.75),
    product: second ?? (isLight ? [50, 50, 56] : lighten(main, 0.3)),
  };
}

function fromHash(rng: Rng): Look {
  const hue = rng() * 360;
  const shift = 20 + rng() * 40;
  const top = hsl(hue, 0.55, 0.18);
  const bottom = hsl(hue + shift, 0.5, 0.6);
  const motifs: Motif[] = ["bokeh", "sparkle", "bubbles", "bokeh"];
  return {
    top, bottom, glow: hsl(hue + shift, 0.8, 0.85), floor: darken(bottom, 0.4), podium: hsl(hue + shift, 0.25, 0.9),
    accent: hsl(hue + 180, 0.65, 0.55), product: hsl(hue + 180, 0.6, 0.5),
    rays: rng() < 0.5, motif: motifs[Math.floor(rng() * motifs.length)], grain: 0.25,
  };
}

/** Nudges each colour a little so two prompts with the same mood still look distinct. */
function jitter(c: Rgb, rng: Rng): Rgb {
  return mix(c, [c[0] * (0.9 + rng() * 0.2), c[1] * (0.9 + rng() * 0.2), c[2] * (0.9 + rng() * 0.2)], 1);
}

export function choosePalette(prompt: string, rng: Rng): Palette {
  const colours = findColours(prompt);
  const found = MOODS.find((m) => m.pattern.test(prompt));
  const base = found?.look ?? fromHash(rng);
  const palette: Palette = {
    ...base,
    ...(colours.length > 0 ? fromColours(colours) : {}),
    mood: found?.name ?? null,
    colours: colours.map((c) => c.name),
  };
  for (const key of ["top", "bottom", "glow", "floor", "podium", "accent", "product"] as const) {
    palette[key] = jitter(palette[key], rng);
  }
  return palette;
}
