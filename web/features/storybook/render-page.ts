// Draws one book page (illustration above, text below) on a canvas, in the book's language
// and direction, for the PDF. Lines break at word boundaries (Intl.Segmenter), which also
// works for scripts written without spaces such as Chinese, Japanese and Thai.
export const PAGE_W = 1200;
export const PAGE_H = 1300;

function wrap(ctx: CanvasRenderingContext2D, text: string, maxWidth: number, locale: string): string[] {
  const segments = [...new Intl.Segmenter(locale, { granularity: "word" }).segment(text)].map((s) => s.segment);
  const lines: string[] = [];
  let line = "";
  for (const piece of segments) {
    const next = line + piece;
    if (ctx.measureText(next).width > maxWidth && line.trim()) {
      lines.push(line.trim());
      line = piece.trimStart();
    } else line = next;
  }
  if (line.trim()) lines.push(line.trim());
  return lines;
}

function loadImage(url: string): Promise<HTMLImageElement> {
  return new Promise((resolve, reject) => {
    const img = new Image();
    img.onload = () => resolve(img);
    img.onerror = () => reject(new Error(`cannot load ${url}`));
    img.src = url;
  });
}

export async function renderPage(p: { imageUrl: string; title?: string; text: string; footer: string; locale: string; rtl: boolean }): Promise<HTMLCanvasElement> {
  const canvas = document.createElement("canvas");
  canvas.width = PAGE_W;
  canvas.height = PAGE_H;
  const ctx = canvas.getContext("2d")!;
  ctx.fillStyle = "#fffdf7";
  ctx.fillRect(0, 0, PAGE_W, PAGE_H);
  const img = await loadImage(p.imageUrl);
  const imgH = Math.round((PAGE_W - 120) * (img.height / img.width));
  ctx.drawImage(img, 60, 60, PAGE_W - 120, imgH);

  ctx.fillStyle = "#2b2540";
  ctx.font = `40px "Noto Sans CJK SC", "Noto Sans Arabic", "Noto Sans Thai", "Noto Sans Devanagari", "Noto Sans", sans-serif`;
  ctx.direction = p.rtl ? "rtl" : "ltr";
  ctx.textAlign = p.rtl ? "right" : "left";
  const x = p.rtl ? PAGE_W - 80 : 80;
  let y = 60 + imgH + 80;
  if (p.title) {
    ctx.font = `bold 46px "Noto Sans CJK SC", "Noto Sans Arabic", "Noto Sans Thai", "Noto Sans Devanagari", "Noto Sans", sans-serif`;
    for (const line of wrap(ctx, p.title, PAGE_W - 160, p.locale)) {
      ctx.fillText(line, x, y);
      y += 64;
    }
    y += 10;
    ctx.font = `40px "Noto Sans CJK SC", "Noto Sans Arabic", "Noto Sans Thai", "Noto Sans Devanagari", "Noto Sans", sans-serif`;
  }
  for (const line of wrap(ctx, p.text, PAGE_W - 160, p.locale)) {
    ctx.fillText(line, x, y);
    y += 58;
  }
  ctx.font = `28px sans-serif`;
  ctx.fillStyle = "#8a8399";
  ctx.textAlign = "center";
  ctx.fillText(p.footer, PAGE_W / 2, PAGE_H - 40);
  return canvas;
}

export async function canvasToJpeg(canvas: HTMLCanvasElement): Promise<Uint8Array> {
  const blob = await new Promise<Blob>((resolve, reject) => canvas.toBlob((b) => (b ? resolve(b) : reject(new Error("toBlob failed"))), "image/jpeg", 0.88));
  return new Uint8Array(await blob.arrayBuffer());
}
