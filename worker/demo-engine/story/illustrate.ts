// One storybook page: the world for the story style at the moment its beat happens (the
// same beats the text used), the style's painterly finish, then the hero on top (the
// user's picture, else the animal the idea names, else the hash-drawn creature) at a spot
// and size that change per page.

import type { EngineImage, StoryStyle } from "../../engines/types";
import type { DemoIllustrationRequest } from "../protocol";
import { STORY_STYLES } from "../../../shared/choices";
import { encodeJpeg } from "../../platform/image/decode";
import { createCanvas } from "../pixels";
import { createRng, hashString } from "../seed";
import { type Cutout, paintCutout, prepareCutout } from "./cutout";
import { readAnimal } from "./animal";
import { finishPage } from "./finish";
import { heroLook, paintHero, type Placement } from "./hero";
import { paintAdventure } from "./paint/adventure";
import { paintFairyTale } from "./paint/fairy";
import { MOMENTS, type Scene } from "./paint/scene";
import { paintSchool } from "./paint/school";
import { paintSpace } from "./paint/space";
import { beatsFor, cleanIdea } from "./write";

export const PAGE_WIDTH = 1024;
export const PAGE_HEIGHT = 768;
/**
 * Pages are painted pictures, stored, labelled and shown as JPEG: 84–205 KB a page where a PNG
 * took up to 1.4 MB (docs/benchmarks.md), for readers on slow links and every copy the Worker makes.
 */
const PAGE_JPEG_QUALITY = 90;

/** Hero height per beat (px): small on the journey, big at the turning point. */
const HERO_SIZE = [270, 240, 220, 250, 235, 300, 280, 260];

function placeHero(scene: Scene, beat: number, page: number, seed: number, w: number, h: number): Placement {
  const slot = scene.slots[(page + seed) % scene.slots.length];
  const x = slot * w;
  const height = HERO_SIZE[beat] * (scene.ground ? 1 : 0.8);
  const baseY = scene.ground
    ? Math.min(h - 12, scene.ground(x))
    : h * (0.55 + (0.15 * ((page * 7 + seed) % 3)) / 2) + height / 2;
  return { x, baseY, height, flip: x > w / 2, grounded: scene.ground !== null, cheer: beat === 5 || beat === 6 };
}

export async function illustratePage(req: DemoIllustrationRequest): Promise<EngineImage> {
  // The character picture is decoded first so a bad upload fails before any painting.
  const cutout: Cutout | null = req.character ? prepareCutout(req.character) : null;
  const style: StoryStyle = (STORY_STYLES as readonly string[]).includes(req.style) ? req.style : "fairy_tale";
  const pages = Math.max(1, req.story.pages.length || 4);
  const page = Math.min(Math.max(0, Math.floor(req.pageIndex) || 0), pages - 1);
  const seed = hashString(cleanIdea(req.idea).toLowerCase());
  const beats = beatsFor(pages <= 4 ? 4 : pages <= 6 ? 6 : 8, seed >>> 8);
  // Longer books than 8 pages (not offered today) repeat the arc rather than fail.
  const beat = beats[Math.min(page, beats.length - 1)];
  const rng = createRng(seed ^ Math.imul(page + 1, 0x9e3779b1));
  const mirror = ((seed >>> 4) + page) % 2 === 1;
  const c = createCanvas(PAGE_WIDTH, PAGE_HEIGHT);
  const moment = MOMENTS[beat];
  const scene =
    style === "sci_fi"
      ? paintSpace(c, beat, rng, seed, mirror)
      : style === "adventure"
        ? paintAdventure(c, moment, beat, rng, mirror)
        : style === "educational"
          ? paintSchool(c, beat, rng, mirror)
          : paintFairyTale(c, moment, beat, rng, mirror);
  finishPage(c, style);
  scene.lights?.(c);
  const spot = placeHero(scene, beat, page, seed, PAGE_WIDTH, PAGE_HEIGHT);
  if (cutout) paintCutout(c, cutout, spot);
  else paintHero(c, heroLook(seed, style, readAnimal(req.idea)?.animal), spot);
  const rgba = new Uint8Array(c.data.buffer, c.data.byteOffset, c.data.byteLength);
  return {
    bytes: encodeJpeg(rgba, PAGE_WIDTH, PAGE_HEIGHT, PAGE_JPEG_QUALITY),
    mimeType: "image/jpeg",
    width: PAGE_WIDTH,
    height: PAGE_HEIGHT,
  };
}
