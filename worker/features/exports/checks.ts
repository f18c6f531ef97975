// What report.json says of each file (decision 0034): every rule of its slot measured on the
// file as the seller gets it (decoded again), each with pass or "needs the seller's attention"
// and an English detail (the SPA words each rule in the user's language from `rule` and `pass`).

import { sniffImageType } from "../../platform/image/header";
import type { PackCheck, Slot } from "../../../shared/marketplace-rules";
import type { Rgba } from "../../platform/image/cutout";
import { fillOf, touchesEdge, type Box } from "./placement";
import type { Source } from "./render";

/** A picture enlarged more than this looks soft at the marketplace's zoom. */
const MAX_ENLARGEMENT = 2;
/** JPEG blocks touching the product may ring: the white check reads outside this margin (two 8 px blocks). */
const WHITE_MARGIN = 16;

export type Measured = {
  bytes: Uint8Array;
  decoded: Rgba;
  product: Box;
  scale: number;
  /** Whether the visible AI label was drawn, and whether it stays clear of the product. */
  label: { drawn: boolean; clear: boolean };
};

export function checkFile(slot: Slot, source: Source, file: Measured): PackCheck[] {
  const { decoded, product } = file;
  const checks: PackCheck[] = [
    {
      rule: "size",
      pass: decoded.width === slot.width && decoded.height === slot.height,
      detail: `${decoded.width}×${decoded.height}, the rule is ${slot.width}×${slot.height}`,
    },
    {
      rule: "long_side",
      pass: Math.max(decoded.width, decoded.height) >= slot.minLongSide && file.scale <= MAX_ENLARGEMENT,
      detail:
        file.scale > MAX_ENLARGEMENT
          ? `the picture was enlarged ${file.scale.toFixed(1)}× and may look soft when zoomed`
          : `long side ${Math.max(decoded.width, decoded.height)} px, at least ${slot.minLongSide} px`,
    },
    {
      rule: "bytes",
      pass: file.bytes.length <= slot.maxBytes,
      detail: `${file.bytes.length} bytes, at most ${slot.maxBytes}`,
    },
    { rule: "format", pass: sniffImageType(file.bytes) === "image/jpeg", detail: "JPEG" },
  ];
  if (slot.placement === "cutout")
    checks.push({
      rule: "product_found",
      pass: source.found,
      detail: source.found
        ? "the product was cut out of its background"
        : "no plain background was found around the product: the whole picture was placed",
    });
  if (slot.background === "white") {
    const off = offWhite(decoded, product);
    checks.push({
      rule: "white_background",
      pass: off === 0,
      detail:
        off === 0
          ? "pure white (255, 255, 255) around the product"
          : `${off} pixels around the product are not pure white`,
    });
  }
  if (slot.minFill !== undefined) {
    const fill = fillOf(product, slot.width, slot.height);
    checks.push({
      rule: "fill",
      pass: fill >= slot.minFill,
      detail: `the product fills ${Math.round(fill * 100)}% of the frame, at least ${Math.round(slot.minFill * 100)}%`,
    });
  }
  const atSourceEdge = source.found && touchesEdge(source.product, source.picture.width, source.picture.height);
  checks.push({
    rule: "touches_edge",
    pass: !atSourceEdge && !(slot.placement === "cutout" && touchesEdge(product, slot.width, slot.height)),
    detail: atSourceEdge
      ? "the product touches the edge of the picture: part of it may be cut off"
      : "the product stands clear of the edges",
  });
  if (slot.forbidsText)
    checks.push({
      rule: "no_text",
      pass: !file.label.drawn,
      detail: file.label.drawn
        ? "the visible AI label is drawn: this marketplace forbids text; accept the labelling duty on your account page to export without it"
        : "no visible text (the AI label is in the file's metadata; the export is logged)",
    });
  else if (file.label.drawn)
    checks.push({
      rule: "label_clear",
      pass: file.label.clear,
      detail: file.label.clear ? "the AI label stays clear of the product" : "the AI label overlaps the product",
    });
  return checks;
}

/** Pixels outside the product's box (plus WHITE_MARGIN) that are not exactly 255, 255, 255. */
export function offWhite(b: Rgba, product: Box): number {
  const x0 = product.left - WHITE_MARGIN;
  const y0 = product.top - WHITE_MARGIN;
  const x1 = product.left + product.width + WHITE_MARGIN;
  const y1 = product.top + product.height + WHITE_MARGIN;
  let off = 0;
  for (let y = 0; y < b.height; y++)
    for (let x = 0; x < b.width; x++) {
      if (x >= x0 && x < x1 && y >= y0 && y < y1) continue;
      const i = (y * b.width + x) * 4;
      if (b.rgba[i] !== 255 || b.rgba[i + 1] !== 255 || b.rgba[i + 2] !== 255) off++;
    }
  return off;
}
