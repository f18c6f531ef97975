// Draws one book page on canvases for the PDF, in the book's language and direction: the
// layout (./page-layout.ts) is measured with the canvas's own fonts, and each line is drawn
// whole, so the browser shapes Thai, Devanagari and Arabic and lays Arabic out right to left.
// A page whose text needs more room than one sheet comes back as more than one canvas.
import { FOOTER_SIZE, FOOTER_Y, layoutPage, PAGE_H, PAGE_W, TEXT_INSET, type MeasureAt } from "./page-layout";

export { PAGE_H, PAGE_W } from "./page-layout";

/** The book's script first, so Japanese gets Japanese glyph forms and Latin text a Latin font. */
function fontFamilies(locale: string): string {
  const cjk = locale.startsWith("ja")
    ? "Noto Sans CJK JP"
    : locale.startsWith("ko")
      ? "Noto Sans CJK KR"
      : "Noto Sans CJK SC";
  const scripts = `"Noto Sans Arabic", "Noto Sans Thai", "Noto Sans Devanagari"`;
  return /^(zh|ja|ko)/.test(locale)
    ? `"${cjk}", "Noto Sans", ${scripts}, sans-serif`
    : `"Noto Sans", ${scripts}, "${cjk}", sans-serif`;
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(`cannot load ${url}`));
    img.src = url;
  });
}

function newSheet(): CanvasRenderingContext2D {
  const canvas = document.createElement("canvas");
  canvas.width = PAGE_W;
  canvas.height = PAGE_H;
  const ctx = canvas.getContext("2d")!;
  ctx.fillStyle = "#fffdf7";
  ctx.fillRect(0, 0, PAGE_W, PAGE_H);
  return ctx;
}

export async function renderPage(p: {
  imageUrl: string;
  title?: string;
  text: string;
  footer: string;
  locale: string;
  rtl: boolean;
}): Promise<HTMLCanvasElement[]> {
  const img = await loadImage(p.imageUrl);
  const families = fontFamilies(p.locale);
  const font = (size: number, bold: boolean) => `${bold ? "bold " : ""}${size}px ${families}`;
  const direction = p.rtl ? "rtl" : "ltr";

  const measuring = newSheet();
  measuring.direction = direction;
  const measureAt: MeasureAt = (size, bold) => (text) => {
    measuring.font = font(size, bold);
    return measuring.measureText(text).width;
  };
  const sheets = layoutPage({
    title: p.title,
    text: p.text,
    locale: p.locale,
    image: { width: img.naturalWidth, height: img.naturalHeight },
    measureAt,
  });

  return sheets.map((sheet) => {
    const ctx = newSheet();
    if (sheet.image) ctx.drawImage(img, sheet.image.x, sheet.image.y, sheet.image.w, sheet.image.h);
    ctx.fillStyle = "#2b2540";
    ctx.direction = direction;
    ctx.textBaseline = "middle";
    for (const line of sheet.lines) {
      ctx.font = font(line.size, line.bold);
      ctx.textAlign = line.kind === "title" ? "center" : p.rtl ? "right" : "left";
      ctx.fillText(line.text, line.kind === "title" ? PAGE_W / 2 : p.rtl ? PAGE_W - TEXT_INSET : TEXT_INSET, line.y);
    }
    ctx.font = font(FOOTER_SIZE, false);
    ctx.fillStyle = "#8a8399";
    ctx.textAlign = "center";
    ctx.fillText(p.footer, PAGE_W / 2, FOOTER_Y);
    return ctx.canvas;
  });
}

export async function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Uint8Array> {
  const blob = await new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("toBlob failed"))), "image/jpeg", 0.88),
  );
  return new Uint8Array(await blob.arrayBuffer());
}
