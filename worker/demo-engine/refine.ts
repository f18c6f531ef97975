// Applies parsed refinement operations to an image with photon. Each operation is a real,
// visible change (no operation ever returns the input unchanged, except square on a square).
import {
  adjust_brightness,
  adjust_contrast,
  alter_channels,
  crop,
  desaturate_hsl,
  fliph,
  gaussian_blur,
  grayscale,
  PhotonImage,
  rotate,
  saturate_hsl,
  sepia,
  sharpen,
  vignette,
} from "../platform/image/photon";
import type { RefineOperation } from "./instructions";
import { applyColourEdit } from "./recolour";

type InPlace = (img: PhotonImage) => void;

/** photon's sharpen zeroes the alpha of the outermost pixels; put the original alpha back. */
function sharpenKeepingAlpha(img: PhotonImage): PhotonImage {
  const before = img.get_raw_pixels();
  sharpen(img);
  const pixels = img.get_raw_pixels();
  for (let i = 3; i < pixels.length; i += 4) pixels[i] = before[i];
  return new PhotonImage(pixels, img.get_width(), img.get_height());
}
type Replacing = (img: PhotonImage) => PhotonImage;

const IN_PLACE: Partial<Record<Extract<RefineOperation, string>, InPlace>> = {
  brighter: (img) => adjust_brightness(img, 40),
  darker: (img) => adjust_brightness(img, -40),
  warmer: (img) => alter_channels(img, 28, 6, -28),
  cooler: (img) => alter_channels(img, -24, 2, 30),
  grayscale: (img) => grayscale(img),
  contrast_up: (img) => adjust_contrast(img, 35),
  contrast_down: (img) => adjust_contrast(img, -35),
  saturate: (img) => saturate_hsl(img, 0.3),
  desaturate: (img) => desaturate_hsl(img, 0.35),
  blur: (img) => gaussian_blur(img, 6),
  sepia: (img) => sepia(img),
  vignette: (img) => vignette(img, 0.6),
  flip: (img) => fliph(img),
};

const REPLACING: Partial<Record<Extract<RefineOperation, string>, Replacing>> = {
  sharpen: sharpenKeepingAlpha,
  square: (img) => {
    const w = img.get_width();
    const h = img.get_height();
    const side = Math.min(w, h);
    const x = Math.floor((w - side) / 2);
    const y = Math.floor((h - side) / 2);
    return crop(img, x, y, x + side, y + side);
  },
  rotate: (img) => rotate(img, 90),
};

/** Applies every operation in order; takes ownership of `img` and returns the result. */
export function applyOperations(img: PhotonImage, operations: RefineOperation[]): PhotonImage {
  let current = img;
  for (const op of operations) {
    if (typeof op === "object") {
      const edited = applyColourEdit(
        { width: current.get_width(), height: current.get_height(), rgba: current.get_raw_pixels() },
        op,
      );
      current.free();
      current = new PhotonImage(edited.rgba, edited.width, edited.height);
      continue;
    }
    const inPlace = IN_PLACE[op];
    if (inPlace) {
      inPlace(current);
      continue;
    }
    const next = REPLACING[op]!(current);
    current.free();
    current = next;
  }
  return current;
}
