// photon (image processing in WASM) for the Worker, with a slimmed binary: the package ships
// ~200 functions and we call a handful, so scripts/slim-photon.mjs removes the rest from the
// WASM (binaryen's wasm-metadce), saving ~95 KB gzip to upload and compile. The export
// list below is the source of truth for what the slim binary keeps: a function that is not
// exported here cannot be imported, and is not in the WASM. After changing it, or upgrading
// @cf-wasm/photon, run `npm run slim-photon`.
import { initSync } from "../../../node_modules/@cf-wasm/photon/dist/lib/photon_rs.js";
import slimWasm from "../../vendor/photon_rs_bg.slim.wasm";

initSync({ module: slimWasm });

export {
  PhotonImage,
  SamplingFilter,
  adjust_brightness,
  adjust_contrast,
  alter_channels,
  crop,
  desaturate_hsl,
  fliph,
  gaussian_blur,
  grayscale,
  resize,
  rotate,
  saturate_hsl,
  sepia,
  sharpen,
  vignette,
} from "../../../node_modules/@cf-wasm/photon/dist/lib/photon_rs.js";
