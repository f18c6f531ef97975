// Where a seller's product stands in a generated picture when it is kept exact (docs/decisions/
// 0033-product-kept-exact.md): centred across, standing a margin above the bottom edge, as large
// as fits a box of the frame. One plain function, so the engines' prompts, the composite, the
// contact shadow and the AI label's keep-out all read the same box.

export type Size = { width: number; height: number };
export type Box = { left: number; top: number; width: number; height: number };

/** The product fills at most this share of the frame's width and of its height. */
export const PRODUCT_MAX_WIDTH = 0.56;
export const PRODUCT_MAX_HEIGHT = 0.6;
/** The product's base stands this share of the frame's height above the bottom edge. */
export const PRODUCT_BOTTOM_MARGIN = 0.1;

/** The product's box (whole pixels, inside the frame) for a cut-out of `product`'s size in `frame`. */
export function productPlacement(frame: Size, product: Size): Box {
  const scale = Math.min(
    (frame.width * PRODUCT_MAX_WIDTH) / product.width,
    (frame.height * PRODUCT_MAX_HEIGHT) / product.height,
  );
  const width = Math.max(1, Math.min(frame.width, Math.round(product.width * scale)));
  const height = Math.max(1, Math.min(frame.height, Math.round(product.height * scale)));
  const bottom = Math.round(frame.height * (1 - PRODUCT_BOTTOM_MARGIN));
  return {
    left: Math.round((frame.width - width) / 2),
    top: Math.max(0, bottom - height),
    width,
    height,
  };
}

/** The box as shares of the frame (0–1): how it is told to engines and kept with a picture. */
export function shareOf(box: Box, frame: Size) {
  return {
    left: box.left / frame.width,
    top: box.top / frame.height,
    width: box.width / frame.width,
    height: box.height / frame.height,
  };
}
