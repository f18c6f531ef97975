// Marketplace export packs (decision 0034): each marketplace's image slots and the published rule
// behind each number, the one home of these facts. The Worker renders and checks every file from
// this table (worker/features/exports/); the SPA reads the marketplaces' ids from it. A source
// for each rule is cited in docs/decisions/0034-marketplace-export-packs.md.

export const MARKETPLACES = ["taobao", "tmall", "jd", "pinduoduo", "amazon", "shopify"] as const;
export type Marketplace = (typeof MARKETPLACES)[number];

export const isMarketplace = (value: string): value is Marketplace =>
  (MARKETPLACES as readonly string[]).includes(value);

/** A pack holds at most this many pictures (the cap; the table below makes 7). */
export const MAX_PACK_FILES = 20;

export type Slot = {
  marketplace: Marketplace;
  /** The file's name in the ZIP is `<marketplace>/<slot>.jpg`. */
  slot: "main" | "banner";
  width: number;
  height: number;
  /**
   * How the product goes in: `cutout` places the cut-out product alone on `background`; `picture`
   * places the whole picture (the scene the user made), scaled to fit and padded with its own
   * backdrop colour. Neither ever crops through the product.
   */
  placement: "cutout" | "picture";
  /** `white` is pure 255,255,255; `backdrop` is the picture's own border colour. */
  background: "white" | "backdrop";
  /** The product's bounding box must fill at least this share of the frame (its longer side). */
  minFill?: number;
  /** The long side at least this for the marketplace's zoom. */
  minLongSide: number;
  /** The file at most this many bytes. */
  maxBytes: number;
  /** The marketplace forbids text on this image: the visible AI label only via Article 9. */
  forbidsText: boolean;
};

const MB = 1024 * 1024;

/** Taobao, Tmall and JD share the 800 × 800 square main image (zoom from 700 px). */
const squareMain = (marketplace: Marketplace, maxBytes: number): Slot => ({
  marketplace,
  slot: "main",
  width: 800,
  height: 800,
  placement: "picture",
  background: "backdrop",
  minLongSide: 700,
  maxBytes,
  forbidsText: false,
});

export const SLOTS: readonly Slot[] = [
  squareMain("taobao", 3 * MB),
  squareMain("tmall", 3 * MB),
  squareMain("jd", MB),
  {
    marketplace: "pinduoduo",
    slot: "main",
    width: 750,
    height: 750,
    placement: "picture",
    background: "backdrop",
    minLongSide: 480,
    maxBytes: MB,
    forbidsText: false,
  },
  {
    marketplace: "pinduoduo",
    slot: "banner",
    width: 750,
    height: 352,
    placement: "picture",
    background: "backdrop",
    minLongSide: 750,
    maxBytes: 100 * 1024,
    forbidsText: false,
  },
  {
    marketplace: "amazon",
    slot: "main",
    width: 2000,
    height: 2000,
    placement: "cutout",
    background: "white",
    minFill: 0.85,
    minLongSide: 1000,
    maxBytes: 10 * MB,
    forbidsText: true,
  },
  {
    marketplace: "shopify",
    slot: "main",
    width: 2048,
    height: 2048,
    placement: "picture",
    background: "backdrop",
    minLongSide: 2048,
    maxBytes: 20 * MB,
    forbidsText: false,
  },
];

export const slotsOf = (targets: readonly Marketplace[]) => SLOTS.filter((s) => targets.includes(s.marketplace));

export const fileNameOf = (slot: Pick<Slot, "marketplace" | "slot">) => `${slot.marketplace}/${slot.slot}.jpg`;

/** Marketplaces whose shoppers read English whatever the seller's language: their alt text comes in English too. */
export const ENGLISH_ALT_TOO: readonly Marketplace[] = ["amazon", "shopify"];

/** What report.json says of one file (and the dialog's report page shows). */
export type PackCheck = { rule: PackRule; pass: boolean; detail: string };
export type PackRule =
  | "size"
  | "long_side"
  | "bytes"
  | "format"
  | "white_background"
  | "fill"
  | "touches_edge"
  | "product_found"
  | "no_text"
  | "label_clear";
export type PackFile = {
  file: string;
  marketplace: Marketplace;
  slot: Slot["slot"];
  width: number;
  height: number;
  bytes: number;
  checks: PackCheck[];
  /** `by`: the text engine that wrote it ("workers-ai"…), or "template". */
  alt: { text: string; locale: string; english?: string; by: string };
};
export type PackReport = { work: string; createdAt: string; files: PackFile[] };
