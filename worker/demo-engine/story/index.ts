// The built-in storyteller: template-written stories in the 15 UI languages and painted
// storybook pages, offline and deterministic. It has no narration; the browser reads aloud.

import type { TextReader } from "../../platform/texts";
import type { StoryTeller } from "../../engines/types";
import { BUILTIN_MODEL } from "../engine";
import { illustratePage } from "./illustrate";
import { writeStory } from "./write";

export { STORY_LANGUAGES } from "./pack";

/** `readText` reads the story templates (worker/texts/story/). */
export function createBuiltinStoryTeller(readText: TextReader): StoryTeller {
  return {
    name: "builtin",
    model: BUILTIN_MODEL,
    async writeStory(request) {
      return writeStory(readText, request);
    },
    async illustratePage(request) {
      return illustratePage(request);
    },
  };
}
