// What an engine is asked for when the seller's product is kept exact (docs/decisions/
// 0033-product-kept-exact.md): the scene only, with room for the product where the Worker will
// put its own pixels back. Engines that take a reference (Gemini, OpenAI) see the product already
// standing there and are told to keep it and paint around it; Workers AI is asked for the scene
// from the prompt alone (its FLUX models redraw a reference rather than keep it); the demo engine
// paints its stage with the room left empty (GenerateRequest.productRoom).
import type { GenerateRequest, ImageEngine, ProductRoom } from "./types";

const percent = (share: number) => `${Math.round(share * 100)}%`;

function where(room: ProductRoom) {
  return (
    `centred horizontally, about ${percent(room.width)} of the picture's width and ${percent(room.height)} of its height, ` +
    `its base ${percent(1 - room.top - room.height)} of the height above the bottom edge`
  );
}

/** The English instruction added to the seller's prompt; `withReference`: reference image 1 shows the product in place. */
export function productScenePrompt(prompt: string, room: ProductRoom, withReference: boolean): string {
  const ask = withReference
    ? `Reference image 1 shows the product already standing where it must stay: ${where(room)}. ` +
      "Keep the product exactly there, at that size, unchanged (shape, colours, label, logo). " +
      "Paint only the scene around it: the background, the surface it stands on and light that suits it. " +
      "Do not add another copy of the product. No text, no watermark."
    : `Paint only the scene for a product photograph, with an empty space for the product: ${where(room)}, ` +
      "on a surface it can stand on. Leave that space free of objects; the product is added afterwards. " +
      "No text, no watermark.";
  return `${prompt}\n\n${ask}`;
}

/** The request `engine` gets: the scene around the room, `placed` (the product in place, a PNG) as its reference where it takes one. */
export function productSceneRequest(
  engine: Pick<ImageEngine, "name">,
  request: GenerateRequest,
  placed: Uint8Array,
  room: ProductRoom,
): GenerateRequest {
  const others = request.referenceImages.slice(1);
  switch (engine.name) {
    case "builtin":
      return { ...request, referenceImages: [], productRoom: room };
    case "workers-ai":
      return { ...request, prompt: productScenePrompt(request.prompt, room, false), referenceImages: [] };
    default:
      return {
        ...request,
        prompt: productScenePrompt(request.prompt, room, true),
        referenceImages: [placed, ...others],
      };
  }
}
