// Which built-in pipeline draws a style. Admins may add styles (any id, any group, an English
// prompt for the provider engines) that the demo engine has no pipeline of its own for; those
// must still render rather than charge and fail. In order: the style's own pipeline; a
// built-in style its prompt names ("…as a watercolor…"); its group's representative; and for a
// group the studio does not know, oil painting, the most neutral of the painted looks.

import { BUILTIN_STYLE_IDS, type BuiltinStyleId, isBuiltinStyle } from "./ids";

/** What the engine is told about a style: its id, the admin's group and the provider prompt. */
export type StyleRequest = { id: string; group?: string; prompt?: string };

/** Each studio group's most typical look (spec §2 groups). */
export const GROUP_PIPELINES: Record<string, BuiltinStyleId> = {
  modern: "anime",
  classical: "oil-painting",
  western: "impressionism",
  eastern: "ukiyo-e",
  design: "art-nouveau",
};

export const DEFAULT_PIPELINE: BuiltinStyleId = "oil-painting";

/** "post-impressionism" → /\bpost[\s-]?impressionism\b/; longer names first so they win over their parts. */
const NAMED = [...BUILTIN_STYLE_IDS]
  .sort((a, b) => b.length - a.length)
  .map((id) => ({ id, pattern: new RegExp(`\\b${id.split("-").join("[\\s-]?")}\\b`, "i") }));

function namedInPrompt(prompt: string | undefined): BuiltinStyleId | undefined {
  if (!prompt) return undefined;
  return NAMED.find((n) => n.pattern.test(prompt))?.id;
}

export function pipelineFor(style: StyleRequest): BuiltinStyleId {
  if (isBuiltinStyle(style.id)) return style.id;
  return namedInPrompt(style.prompt) ?? (style.group ? GROUP_PIPELINES[style.group] : undefined) ?? DEFAULT_PIPELINE;
}
