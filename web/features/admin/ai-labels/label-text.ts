// The label text as the admin types it, checked before it is drawn or saved: not empty, at most
// LABEL_TEXT_MAX characters (the Worker's limit, counted as it counts them), and, once rendered,
// ink that a corner can hold (maskFits). The rendering itself is shared/label-mask.ts.
import { LABEL_TEXT_MAX, maskFits } from "../../../../shared/label-mask";
import type { LabelMask } from "../../../../shared/label-plate";

export type TextProblem = "empty" | "too_long" | "no_ink" | "too_wide";

/** What is wrong with the typed text before it is rendered, or null. */
export function textProblem(text: string): TextProblem | null {
  const trimmed = text.trim();
  if (!trimmed) return "empty";
  if (trimmed.length > LABEL_TEXT_MAX) return "too_long";
  return null;
}

/** What is wrong with the rendered text (no mask: it drew no ink), or null. */
export function maskProblem(mask: LabelMask | null): TextProblem | null {
  if (!mask) return "no_ink";
  return maskFits(mask.width, mask.height) ? null : "too_wide";
}

/** Base64 of the mask PNG, as `PUT /api/admin/ai-labels` takes it. */
export function toBase64(bytes: Uint8Array) {
  let text = "";
  for (let i = 0; i < bytes.length; i += 0x8000) text += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(text);
}
