// The slimmed photon WASM matches the installed package and keeps every function we export
// (run `npm run slim-photon` after changing worker/platform/image/photon.ts or upgrading photon).
import { expect, it } from "vitest";
import * as photon from "../../worker/platform/image/photon";
import manifest from "../../worker/vendor/photon-slim.json";
import pkg from "../../node_modules/@cf-wasm/photon/package.json";

it("was built from the installed @cf-wasm/photon", () => {
  expect(manifest.version).toBe(pkg.version);
});

it("keeps exactly the functions worker/platform/image/photon.ts exports, and each one runs", () => {
  const functions = Object.keys(photon).filter((name) => /^[a-z_0-9]+$/.test(name));
  expect(functions.sort()).toEqual([...manifest.functions].sort());
  const img = new photon.PhotonImage(new Uint8Array(8 * 6 * 4).fill(128), 8, 6);
  photon.adjust_brightness(img, 10);
  photon.gaussian_blur(img, 1);
  const small = photon.resize(img, 4, 3, photon.SamplingFilter.Nearest);
  expect([small.get_width(), small.get_height()]).toEqual([4, 3]);
  small.free();
  img.free();
});
