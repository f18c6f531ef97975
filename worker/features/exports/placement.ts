// Where the product goes in a marketplace's frame (decision 0034): plain geometry, no pixels. The
// product is centred and scaled as a whole (never cropped through): a `cutout` slot scales the
// cut-out's bounding box to FILL of the frame's binding side (above Amazon's 85%, with a margin
// so the product never touches the edge); a `picture` slot fits the whole picture inside the frame.

import type { Slot } from "../../../shared/marketplace-rules";

export type Box = { left: number; top: number; width: number; height: number };

/** A cut-out product fills this share of the frame's binding side (Amazon asks ≥ 85%). */
export const FILL = 0.9;

export type Placement = {
  /** What is drawn (the cut-out's box or the whole picture) and where, in frame pixels. */
  drawn: Box;
  /** The product's box in frame pixels (the label's keep-out, the fill check). */
  product: Box;
  /** How much the source was enlarged (above 1: a small picture made bigger). */
  scale: number;
};

/** Places `content` (width × height) in the slot; `product` is the product's box inside `content`. */
export function place(slot: Pick<Slot, "width" | "height" | "placement">, content: Box, product: Box): Placement {
  const share = slot.placement === "cutout" ? FILL : 1;
  const scale = share * Math.min(slot.width / content.width, slot.height / content.height);
  const width = Math.max(1, Math.min(slot.width, Math.round(content.width * scale)));
  const height = Math.max(1, Math.min(slot.height, Math.round(content.height * scale)));
  const drawn = {
    left: Math.floor((slot.width - width) / 2),
    top: Math.floor((slot.height - height) / 2),
    width,
    height,
  };
  // The product's box, from the content's pixels to the frame's.
  const placed = {
    left: drawn.left + Math.round(((product.left - content.left) * width) / content.width),
    top: drawn.top + Math.round(((product.top - content.top) * height) / content.height),
    width: Math.max(1, Math.round((product.width * width) / content.width)),
    height: Math.max(1, Math.round((product.height * height) / content.height)),
  };
  return { drawn, product: placed, scale };
}

/** The share of the frame the box fills on its binding side (the larger of width and height shares). */
export const fillOf = (box: Box, width: number, height: number) => Math.max(box.width / width, box.height / height);

/** Whether a box reaches the edge of a width × height area (within `margin` pixels). */
export const touchesEdge = (box: Box, width: number, height: number, margin = 1) =>
  box.left < margin ||
  box.top < margin ||
  box.left + box.width > width - margin ||
  box.top + box.height > height - margin;
