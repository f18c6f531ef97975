// Whether a provider engine (Gemini, OpenAI, Workers AI) can draw a style: it redraws the photo
// from the style's English prompt alone, so it draws any style that has one, whatever its id or
// group. The admin API requires a prompt; a style without one (written straight into D1) would
// send the provider nothing to draw, so it is refused before the charge instead.
import { hasVisibleText } from "../platform/typed-text";
import type { StyleVerdict, TransformRequest } from "./types";

export const promptedStyleVerdict = (style: TransformRequest["style"]): StyleVerdict =>
  hasVisibleText(style.prompt ?? "")
    ? { renders: true, reason: "draws from the style's prompt" }
    : { renders: false, reason: "the style has no prompt to draw from" };
