// Which recipe draws a style. Admins may add styles (any id, any group, an English prompt for
// the provider engines) that the demo engine has no recipe of its own for; those must still
// render rather than charge and fail, so this answers for every id. In order: the style's own
// recipe; a recipe its prompt names ("…as a watercolor…"); its group's representative; and for a
// group the studio does not know, oil painting, the most neutral of the painted looks.

import { RECIPE_IDS, type RecipeId, hasRecipe } from "./recipes";

/** What the engine is told about a style: its id, the admin's group and the provider prompt. */
export type StyleRequest = { id: string; group?: string; prompt?: string };

/** Each studio group's most typical look (spec §2 groups). */
export const GROUP_PIPELINES: Record<string, RecipeId> = {
  modern: "anime",
  classical: "oil-painting",
  western: "impressionism",
  eastern: "ukiyo-e",
  design: "art-nouveau",
};

export const DEFAULT_PIPELINE: RecipeId = "oil-painting";

/** How a style found its look: its own recipe, one its prompt names, its group's, or the default. */
export type LookSource = "own recipe" | "named in its prompt" | "its group's look" | "the default look";
export type Look = { recipe: RecipeId; source: LookSource };

/** "post-impressionism" → /\bpost[\s-]?impressionism\b/; longer names first so they win over their parts. */
const NAMED = [...RECIPE_IDS]
  .sort((a, b) => b.length - a.length)
  .map((id) => ({ id, pattern: new RegExp(`\\b${id.split("-").join("[\\s-]?")}\\b`, "i") }));

function namedInPrompt(prompt: string | undefined): RecipeId | undefined {
  if (!prompt) return undefined;
  return NAMED.find((n) => n.pattern.test(prompt))?.id;
}

export function lookFor(style: StyleRequest): Look {
  if (hasRecipe(style.id)) return { recipe: style.id, source: "own recipe" };
  const named = namedInPrompt(style.prompt);
  if (named) return { recipe: named, source: "named in its prompt" };
  const group = style.group && Object.hasOwn(GROUP_PIPELINES, style.group) ? GROUP_PIPELINES[style.group] : undefined;
  if (group) return { recipe: group, source: "its group's look" };
  return { recipe: DEFAULT_PIPELINE, source: "the default look" };
}

export const pipelineFor = (style: StyleRequest): RecipeId => lookFor(style).recipe;
