// A generation's variants (1–4 images from one prompt): one call to an engine that draws several
// at once (OpenAI's `n`), or the engine's generate once per variant, a few at a time so one
// request does not hold four provider calls (or four demo posters' memory) open together. Each
// variant comes back on its own, as an image or the error that stopped it, so the caller keeps
// what was drawn and refunds the rest.
import { EngineError, type EngineImage, type GenerateRequest, type ImageEngine } from "./types";

export type VariantOutcome = { ok: true; image: EngineImage } | { ok: false; error: unknown };

/** Provider calls in flight at once for one generation. */
export const VARIANT_CONCURRENCY = 2;

export async function drawVariants(
  engine: ImageEngine,
  request: GenerateRequest,
  count: number,
): Promise<VariantOutcome[]> {
  if (engine.generateVariants) {
    try {
      const images = (await engine.generateVariants(request, count)).slice(0, count);
      const missing = new EngineError("NO_IMAGE", `The provider sent ${images.length} of ${count} images.`);
      return Array.from({ length: count }, (_, i) =>
        images[i] ? { ok: true, image: images[i] } : { ok: false, error: missing },
      );
    } catch (error) {
      return Array.from({ length: count }, () => ({ ok: false, error }));
    }
  }
  const outcomes: VariantOutcome[] = new Array(count);
  let next = 0;
  async function worker() {
    while (next < count) {
      const variant = next++;
      try {
        outcomes[variant] = { ok: true, image: await engine.generate({ ...request, variant }) };
      } catch (error) {
        outcomes[variant] = { ok: false, error };
      }
    }
  }
  await Promise.all(Array.from({ length: Math.min(VARIANT_CONCURRENCY, count) }, worker));
  return outcomes;
}
