// Early-20th-century avant-garde: cubism (the photo broken into Voronoi facets, each seen
// from a slightly shifted viewpoint and shaded as a flat plane, in muted browns and greys)
// and surrealism (melting forms, dream-gradient sky colours, soft glow).

import { kuwahara } from "./filters";
import { blurRaster, clamp, displace, type Raster, sampleAt, smoothstep, unitOf } from "./raster";
import { contrastSaturation, gradientMap, hex, mapHsv, ramp, screen, stretchedLuma, vignette } from "./tone";
import { grain, hash2, valueNoise } from "./texture";

export function cubism(src: Raster): Raster {
  const u = unitOf(src);
  const { w, h } = src;
  const base = kuwahara(src, 6 * u);
  const l = stretchedLuma(base);
  const cell = Math.max(14, 80 * u);
  const line = Math.max(1.2, 3 * u) / cell;
  const lut = ramp([hex("#241a12"), hex("#4e3f2f"), hex("#7d6a50"), hex("#a89272"), hex("#cfc3a2"), hex("#ece4cc")]);
  const out: Raster = { w, h, rgb: new Float32Array(w * h * 3) };
  const c = [0, 0, 0];
  for (let y = 0; y < h; y++)
    for (let x = 0; x < w; x++) {
      const px = x / cell,
        py = y / cell;
      const gx = Math.floor(px),
        gy = Math.floor(py);
      let d1 = 9,
        d2 = 9,
        id1 = 0,
        sx1 = 0,
        sy1 = 0;
      for (let oy = -1; oy <= 1; oy++)
        for (let ox = -1; ox <= 1; ox++) {
          const cx = gx + ox,
            cy = gy + oy;
          const sx = cx + hash2(cx, cy, 111),
            sy = cy + hash2(cx, cy, 112);
          const d = (px - sx) ** 2 + (py - sy) ** 2;
          if (d < d1) {
            d2 = d1;
            d1 = d;
            id1 = (cx * 7919 + cy * 104729) | 0;
            sx1 = sx;
            sy1 = sy;
          } else if (d < d2) d2 = d;
        }
      // Each facet shows the scene from its own small shift: the "many viewpoints" of cubism.
      const shiftX = (hash2(id1, 1, 113) - 0.5) * cell * 0.3,
        shiftY = (hash2(id1, 2, 114) - 0.5) * cell * 0.3;
      sampleAt(base, x + shiftX, y + shiftY, c);
      const lum = 0.299 * c[0] + 0.587 * c[1] + 0.114 * c[2];
      const tone = clamp(Math.round(lum / 48) * 48 * 0.6 + l[y * w + x] * 0.4, 0, 255);
      // A flat plane tilted towards a random light: a linear ramp across the facet.
      const ang = hash2(id1, 3, 115) * Math.PI * 2;
      const plane = 1 + 0.3 * ((px - sx1) * Math.cos(ang) + (py - sy1) * Math.sin(ang));
      const edge = smoothstep(line, line * 0.4, Math.sqrt(d2) - Math.sqrt(d1));
      const v = clamp(Math.round(tone * plane), 0, 255) * 3;
      const o = (y * w + x) * 3;
      for (let k = 0; k < 3; k++) {
        const muted = lut[v + k] * 0.75 + (c[k] * 0.6 + lum * 0.4) * 0.25;
        out.rgb[o + k] = muted + (34 - muted) * edge * 0.9;
      }
    }
  grain(out, 5, 117);
  return out;
}

export function surrealism(src: Raster): Raster {
  const u = unitOf(src);
  const { w, h } = src;
  const drip = valueNoise(w, 1, 90 * u, 121, 2);
  // Dalí's melting: columns sag, more the lower they are, by a different amount each.
  const melted = displace(src, (x, y, out) => {
    const t = y / h;
    out[0] = Math.sin(y / (40 * u) + x / (90 * u)) * 4 * u * t;
    out[1] = -(t * t) * drip[x] ** 2 * 120 * u;
  });
  const r = kuwahara(melted, 4 * u);
  mapHsv(r, (hsv) => {
    hsv[0] += 55;
    hsv[1] = clamp(hsv[1] * 1.15 + 0.1, 0, 1);
  });
  // A dream sky of coral, lavender and teal laid over the whole scene.
  const l = stretchedLuma(r);
  const top = hex("#ff9f80"),
    mid = hex("#b59cff"),
    low = hex("#3fd6c6");
  for (let y = 0; y < h; y++) {
    const t = y / (h - 1);
    const a = t < 0.5 ? top : mid,
      b = t < 0.5 ? mid : low,
      f = t < 0.5 ? t * 2 : (t - 0.5) * 2;
    for (let x = 0; x < w; x++) {
      const i = y * w + x,
        j = i * 3;
      const k = 0.45 + 0.2 * (l[i] / 255);
      for (let c = 0; c < 3; c++) {
        const dream = (a[c] + (b[c] - a[c]) * f) * (0.35 + 0.75 * (l[i] / 255));
        r.rgb[j + c] += (dream - r.rgb[j + c]) * k;
      }
    }
  }
  gradientMap(r, ramp([hex("#1b1035"), hex("#7a4f9e"), hex("#f2a07b"), hex("#fff4d6")]), 0.2);
  const glow = blurRaster(r, 10 * u);
  screen(r, glow.rgb, 0.55);
  contrastSaturation(r, 1.05, 1.1);
  vignette(r, hex("#2b1a4a"), 0.5, 0.5, 1.1);
  return r;
}
