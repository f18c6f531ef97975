// Deterministic randomness for the composer: the same prompt and references must always
// produce the same poster, so every "random" choice flows from a hash of the inputs.

const FNV_OFFSET = 0x811c9dc5;
const FNV_PRIME = 0x01000193;

/** FNV-1a over UTF-16 code units; cheap and good enough to spread prompts across seeds. */
export function hashString(text: string, seed = FNV_OFFSET): number {
  let h = seed >>> 0;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, FNV_PRIME);
  }
  return h >>> 0;
}

/**
 * Hashes the length plus a strided sample of the bytes: references can be megabytes and we
 * only need "different upload → different layout", not a cryptographic digest.
 */
export function hashBytes(bytes: Uint8Array, seed = FNV_OFFSET): number {
  let h = Math.imul(seed ^ bytes.length, FNV_PRIME) >>> 0;
  const step = Math.max(1, Math.floor(bytes.length / 4096));
  for (let i = 0; i < bytes.length; i += step) {
    h ^= bytes[i];
    h = Math.imul(h, FNV_PRIME);
  }
  return h >>> 0;
}

export type Rng = () => number;

/** mulberry32: tiny, fast, and plenty random for placing bokeh. Returns [0, 1). */
export function createRng(seed: number): Rng {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function between(rng: Rng, min: number, max: number): number {
  return min + (max - min) * rng();
}
