// The product kept exact on the product image generator (docs/decisions/0033-product-kept-exact.md).
// Before any charge the product is cut out of the first reference photo (refused with
// PRODUCT_NOT_SEPARABLE when the matte cannot tell it from its backdrop) and the cut-out is stored
// beside the user's uploads; each work made with it names it (metadata.keptProduct), so its
// refinements and the SPA's "again" keep the same product. The engine paints the scene around the
// product's room (engines/product-scene.ts) and every picture it answers gets the product's own
// pixels put back (platform/image/kept-product.ts). A failed put-back is the engine's picture
// failing: the caller refunds it as it refunds any engine failure.
import type { AspectRatio, EngineImage, GenerateRequest, ImageEngine } from "../../engines/types";
import { EngineError } from "../../engines/types";
import type { VariantOutcome } from "../../engines/variants";
import { productSceneRequest } from "../../engines/product-scene";
import type { Rgba } from "../../platform/image/cutout";
import {
  decodeCutOut,
  encodeCutOut,
  keepProductIn,
  placedProduct,
  productCutOut,
  type KeptPicture,
} from "../../platform/image/kept-product";
import { productPlacement, shareOf } from "../../platform/image/product-placement";
import { AppError } from "../../platform/errors";
import { uploadKey } from "../../platform/storage/keys";
import { readOwnedBytes } from "../files/service";
import type { CreationCtx } from "./paid-creation";

/** The stored cut-out (its R2 key, under the owner's uploads) and its pixels. */
export type KeptProduct = { key: string; cut: Rgba };

/** Nothing is charged yet: an unreadable photo is a plain bad upload. */
function uploadError(error: unknown): Error {
  if (error instanceof EngineError && error.kind === "IMAGE_TOO_BIG")
    return new AppError("IMAGE_DIMENSIONS_TOO_LARGE", error.message);
  if (error instanceof EngineError) return new AppError("UNSUPPORTED_IMAGE_TYPE", error.message);
  return error instanceof Error ? error : new Error(String(error));
}

/** Cuts the product out of `photo` and stores the cut-out: run before the charge. */
export async function keepProductOf(ctx: CreationCtx, photo: Uint8Array): Promise<KeptProduct> {
  let cut: Rgba | null;
  try {
    cut = productCutOut(photo);
  } catch (error) {
    throw uploadError(error);
  }
  if (!cut) {
    throw new AppError(
      "PRODUCT_NOT_SEPARABLE",
      "The product cannot be told from the photo's background: use a photo of the product on a plain background, or turn off keeping the product exact.",
    );
  }
  const key = uploadKey(ctx.userId, crypto.randomUUID(), "image/png");
  await ctx.env.FILES.put(key, encodeCutOut(cut), { httpMetadata: { contentType: "image/png" } });
  return { key, cut };
}

/** The product a work kept (another user's key is not found: readOwnedBytes checks the owner). */
export async function keptProductOfWork(ctx: CreationCtx, key: string): Promise<KeptProduct> {
  const bytes = await readOwnedBytes(ctx.env.FILES, key, ctx.userId);
  return { key, cut: decodeCutOut(bytes) };
}

/** The frame engines are told about: the aspect ratio at a long side of 1024 (the room is in shares). */
function frameOf(aspectRatio: AspectRatio) {
  const [a, b] = aspectRatio.split(":").map(Number);
  return a >= b
    ? { width: 1024, height: Math.round((1024 * b) / a) }
    : { width: Math.round((1024 * a) / b), height: 1024 };
}

/** What `engine` is asked for: the scene around the product's room. */
export function sceneRequest(
  engine: Pick<ImageEngine, "name">,
  request: GenerateRequest,
  kept: KeptProduct,
): GenerateRequest {
  const frame = frameOf(request.aspectRatio ?? "1:1");
  const room = shareOf(productPlacement(frame, kept.cut), frame);
  return productSceneRequest(engine, request, placedProduct(kept.cut, frame), room);
}

/** The engine's picture with the product's own pixels put back (a PNG); the label keeps off the product. */
export function withProductKept(image: EngineImage, kept: KeptProduct): EngineImage {
  let made: KeptPicture;
  try {
    made = keepProductIn(image.bytes, kept.cut);
  } catch (error) {
    console.error("the kept product could not be put back", error);
    throw new EngineError("NO_IMAGE", "The product could not be put back into the engine's picture.");
  }
  return {
    bytes: made.bytes,
    width: made.width,
    height: made.height,
    mimeType: "image/png",
    ...(image.understood ? { understood: image.understood } : {}),
    keepOut: [shareOf(made.box, made)],
  };
}

/** Each variant drawn gets the product back; one that cannot is failed (and refunded) alone. */
export function withProductKeptInEach(outcomes: VariantOutcome[], kept: KeptProduct): VariantOutcome[] {
  return outcomes.map((outcome) => {
    if (!outcome.ok) return outcome;
    try {
      return { ok: true, image: withProductKept(outcome.image, kept) };
    } catch (error) {
      return { ok: false, error };
    }
  });
}
