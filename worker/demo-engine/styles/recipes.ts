// The demo engine's own looks, keyed by style id. This is not a list of the styles that exist
// (the style_presets table is, seeded by migrations/0008_style_catalogue.sql): it is how this
// engine draws the ids it has a recipe for. A style without one borrows a look (./fallback).

import { cubism, surrealism } from "./avantgarde";
import { bauhaus } from "./bauhaus";
import { baroque, neoclassical, renaissance } from "./classical";
import { artNouveau, fauvism } from "./design";
import { chineseLandscape, gongbi, ukiyoE } from "./eastern";
import { expressionism, impressionism, postImpressionism } from "./expressive";
import { anime, cyberpunk, mystical, popArt } from "./modern";
import { oilPainting, sketch, watercolor } from "./painting";
import type { Raster } from "./raster";

export type Recipe = (src: Raster) => Raster;

export const RECIPES = {
  mystical,
  anime,
  cyberpunk,
  "pop-art": popArt,
  "oil-painting": oilPainting,
  watercolor,
  sketch,
  renaissance,
  baroque,
  neoclassical,
  impressionism,
  "post-impressionism": postImpressionism,
  expressionism,
  cubism,
  surrealism,
  "chinese-landscape": chineseLandscape,
  "ukiyo-e": ukiyoE,
  gongbi,
  fauvism,
  "art-nouveau": artNouveau,
  bauhaus,
} satisfies Record<string, Recipe>;

/** A style id this engine has a recipe of its own for. */
export type RecipeId = keyof typeof RECIPES;

/** The ids with a recipe, in the order above. */
export const RECIPE_IDS = Object.keys(RECIPES) as RecipeId[];

export const hasRecipe = (id: string): id is RecipeId => Object.hasOwn(RECIPES, id);
