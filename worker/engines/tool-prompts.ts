// What provider engines are asked for the image tools. No provider we call returns a reliable
// alpha matte on every model (OpenAI's background "transparent" is refused by some gpt-image
// models), so the subject is asked for on one flat key colour and the Worker keys it out
// (features/creations/tools/pixels.ts); the original's pixels go back over any outpainted canvas.

/** The backdrop colour a provider paints behind the cut-out subject: pure green, rare in products. */
export const KEY_COLOUR = [0, 255, 0] as const;

export const CUT_OUT_PROMPT =
  "Keep the main subject exactly as it is (shape, colours, text, position and size). Replace everything else, the whole background and any shadows, " +
  "with one flat, uniform pure green colour (#00FF00), edge to edge, without gradients, texture or shadows.";

export const OUTPAINT_PROMPT =
  "Extend this picture into the empty (transparent) area around it so that it becomes one seamless, natural image: continue the background, " +
  "surfaces, lighting and perspective. Do not change the existing picture in the middle and add no text or new objects.";
