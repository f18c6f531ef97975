// Calls for the product image generator. Each request carries the intent's Idempotency-Key
// (web/lib/use-paid-action) so a retried submit never charges twice.
import { api, unwrap } from "@/lib/api";
import type { ImageSize } from "@/lib/capabilities";
import type { AspectRatio } from "../../../shared/choices";

export type GenerationResult = Awaited<ReturnType<typeof generateImage>>;

export type Tuning = { temperature: number; maxTokens: number; apiKey?: string };

/** `variants`: 1 to GENERATION_COUNT_MAX images, each its own work (1 is sent as no count, as before). */
export function generateImage(
  p: Tuning & {
    prompt: string;
    images: File[];
    aspectRatio: AspectRatio;
    imageSize?: ImageSize;
    variants: number;
    /** The first image is the product, kept exact (sent only with an image). */
    keepProduct?: boolean;
  },
  idempotencyKey: string,
) {
  return unwrap(
    api.images.generate.$post({
      form: {
        prompt: p.prompt,
        temperature: String(p.temperature),
        maxTokens: String(p.maxTokens),
        aspectRatio: p.aspectRatio,
        ...(p.imageSize ? { imageSize: p.imageSize } : {}),
        ...(p.variants > 1 ? { count: String(p.variants) } : {}),
        images: p.images,
        ...(p.keepProduct && p.images.length > 0 ? { keepProduct: "true" as const } : {}),
        ...(p.apiKey ? { apiKey: p.apiKey } : {}),
      },
      header: { "idempotency-key": idempotencyKey },
    }),
  );
}

export function refineImage(p: Tuning & { workId: string; instruction: string }, idempotencyKey: string) {
  return unwrap(
    api.images.refine.$post({
      json: {
        workId: p.workId,
        instruction: p.instruction,
        temperature: p.temperature,
        maxTokens: p.maxTokens,
        ...(p.apiKey ? { apiKey: p.apiKey } : {}),
      },
      header: { "idempotency-key": idempotencyKey },
    }),
  );
}
