// Storybooks on Workers AI: the story as JSON from the text model (in the user's language), page
// illustrations from the image models (the character photo and the first page passed along as
// input images, so the character stays the same), and MeloTTS narration where it speaks the
// language: for other languages the teller has no `narrate` and the browser reads aloud.
import { illustrationPrompt, storyPrompt } from "../prompts";
import { parseStory, storyJsonSchema } from "../story-json";
import type { StoryTeller } from "../types";
import type { AiCall } from "./client";
import { sizeFor, type InputImage, type Painter } from "./image";
import { requireModel, type WorkersAiModels } from "./models";
import { meloLang, narrate } from "./speech";
import { askJson } from "./text";

/** Eight pages of up to four sentences in Thai or Hindi fit well within this. */
const STORY_MAX_TOKENS = 3072;

export type StoryDeps = {
  call: AiCall;
  models: WorkersAiModels;
  painter: Painter;
  toEnglish(text: string): Promise<string>;
};

export function createStoryTeller(deps: StoryDeps, language?: string): StoryTeller {
  const { call, models, painter } = deps;
  const lang = language ? meloLang(language) : null;
  const teller: StoryTeller = {
    name: "workers-ai",
    model: models.edit,

    async writeStory(request) {
      const answer = await askJson(call, requireModel(models, "text"), {
        user: storyPrompt(request),
        schema: storyJsonSchema(request.numPages, true),
        maxTokens: STORY_MAX_TOKENS,
        temperature: 0.8,
      });
      return parseStory(JSON.stringify(answer), request.numPages, "Workers AI");
    },

    async illustratePage(request) {
      const prompt = await deps.toEnglish(
        illustrationPrompt({ ...request, hasCharacter: !!request.character, hasFirstPage: !!request.firstPage }),
      );
      const images: InputImage[] = [];
      if (request.character) images.push({ bytes: request.character, what: "character reference" });
      if (request.firstPage) images.push({ bytes: request.firstPage, what: "first page" });
      if (images.length === 0) return painter.draw(prompt, "4:3");
      return painter.edit(prompt, images, sizeFor("4:3"));
    },
  };
  if (lang) teller.narrate = ({ text }) => narrate(call, requireModel(models, "speech"), { text, lang });
  return teller;
}
