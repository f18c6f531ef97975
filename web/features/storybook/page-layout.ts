// Where things go on a PDF page of a book: the illustration on top, the title (page 1) and the
// page's text below it, the footer ("第 1 页，共 4 页") at the bottom. The text is measured
// first and the illustration gets the room left, so text never reaches the footer. A long
// text shrinks the font step by step; if it still does not fit beside an illustration of a
// readable size, it continues on a text-only page after it. No text is ever left out.
import { breakLines, type Measure } from "./line-break";

export const PAGE_W = 1200;
export const PAGE_H = 1300;
const MARGIN = 60;
/** Text runs between TEXT_INSET and PAGE_W − TEXT_INSET. */
export const TEXT_INSET = 80;
export const TEXT_WIDTH = PAGE_W - 2 * TEXT_INSET;
/** No line box reaches below this; the footer lives under it. */
export const TEXT_BOTTOM = PAGE_H - 100;
/** The footer's middle line, and its size. */
export const FOOTER_Y = PAGE_H - 50;
export const FOOTER_SIZE = 28;

const IMAGE_GAP = 44;
/** Below this the illustration stops shrinking for the text; text continues on a next page. */
const MIN_IMAGE_H = 480;
const BODY_SIZES = [40, 38, 36, 34, 32, 30, 28];
/** Generous, so Thai and Devanagari marks above and below stay inside their line. */
const LINE_HEIGHT = 1.6;

export type MeasureAt = (size: number, bold: boolean) => Measure;
/** `y` is the middle of the line's box (draw with textBaseline "middle"); `height` its box. */
export type LaidLine = { text: string; kind: "title" | "text"; size: number; bold: boolean; y: number; height: number };
export type ImageBox = { x: number; y: number; w: number; h: number };
export type LaidPage = { image: ImageBox | null; lines: LaidLine[] };

type Row = Omit<LaidLine, "y"> & { gapBefore: number };

function rows({
  title,
  text,
  locale,
  size,
  measureAt,
}: {
  title?: string;
  text: string;
  locale: string;
  size: number;
  measureAt: MeasureAt;
}): Row[] {
  const titleSize = Math.round(size * 1.15);
  const titleRows: Row[] = title
    ? breakLines(title, { locale, maxWidth: TEXT_WIDTH, measure: measureAt(titleSize, true) }).map((line) => ({
        text: line,
        kind: "title",
        size: titleSize,
        bold: true,
        height: Math.round(titleSize * 1.45),
        gapBefore: 0,
      }))
    : [];
  const textRows: Row[] = breakLines(text, { locale, maxWidth: TEXT_WIDTH, measure: measureAt(size, false) }).map(
    (line, i) => ({
      text: line,
      kind: "text",
      size,
      bold: false,
      height: Math.round(size * LINE_HEIGHT),
      gapBefore: i === 0 && titleRows.length ? Math.round(size * 0.5) : 0,
    }),
  );
  return [...titleRows, ...textRows];
}

const blockHeight = (rs: Row[]) => rs.reduce((h, r) => h + r.gapBefore + r.height, 0);

function imageBox(image: { width: number; height: number }, maxH: number): ImageBox {
  const fullW = PAGE_W - 2 * MARGIN;
  const h = Math.min(Math.round(fullW * (image.height / image.width)), maxH);
  const w = Math.round(h * (image.width / image.height));
  return { x: Math.round((PAGE_W - w) / 2), y: MARGIN, w, h };
}

/** Rows placed from `top` down, starting a text-only page whenever the next one would pass TEXT_BOTTOM. */
function place(first: LaidPage, top: number, rs: Row[]): LaidPage[] {
  const pages = [first];
  let y = top;
  for (const { gapBefore, ...row } of rs) {
    const gap = pages.at(-1)!.lines.length ? gapBefore : 0;
    if (y + gap + row.height > TEXT_BOTTOM) {
      pages.push({ image: null, lines: [] });
      y = MARGIN;
    } else y += gap;
    pages.at(-1)!.lines.push({ ...row, y: y + row.height / 2 });
    y += row.height;
  }
  return pages;
}

export function layoutPage(p: {
  title?: string;
  text: string;
  locale: string;
  image: { width: number; height: number };
  measureAt: MeasureAt;
}): LaidPage[] {
  const natural = imageBox(p.image, Infinity).h;
  for (const size of BODY_SIZES) {
    const rs = rows({ ...p, size });
    const room = TEXT_BOTTOM - MARGIN - IMAGE_GAP - blockHeight(rs);
    if (room >= Math.min(natural, MIN_IMAGE_H)) {
      const image = imageBox(p.image, room);
      return place({ image, lines: [] }, image.y + image.h + IMAGE_GAP, rs);
    }
  }
  const image = imageBox(p.image, MIN_IMAGE_H);
  return place({ image, lines: [] }, image.y + image.h + IMAGE_GAP, rows({ ...p, size: BODY_SIZES.at(-1)! }));
}
