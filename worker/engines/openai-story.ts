// The OpenAI engine's interior design and storybook methods: room redesign and page
// illustrations with gpt-image (edits when there are reference images), the story as JSON
// from a chat model, and MP3 narration from a TTS model. The factory in openai.ts supplies
// the client and the image calls.
import type OpenAI from "openai";
import type { OpenAIModelRole } from "./provider-settings";
import type { ProviderLabel } from "./provider-errors";
import { illustrationPrompt, NARRATION_DIRECTION, storyPrompt } from "./prompts";
import { parseStory, storyJsonSchema } from "./story-json";
import { EngineError, type EngineImage, type RoomDesigner, type StoryTeller } from "./types";

type ImageSize = "1024x1024" | "1024x1536" | "1536x1024";

/** gpt-image's landscape size, the closest it has to a 4:3 picture-book page. */
const PAGE_SIZE: ImageSize = "1536x1024";

export type OpenAIStoryDeps = {
  client: OpenAI;
  textModel: string;
  ttsModel: string;
  ttsVoice: string;
  /** One call to the model of that role, under the engine's deadline and error mapping. */
  call<T>(role: OpenAIModelRole, run: (signal: AbortSignal) => Promise<T>): Promise<T>;
  /** images.generate, read as the image it returns. */
  generate(prompt: string, size: ImageSize): Promise<EngineImage>;
  /** images.edit of these images (file names without extension), read as the image it returns. */
  edit(images: Uint8Array[], names: string[], prompt: string, size: ImageSize | "auto"): Promise<EngineImage>;
  /** The size an edit keeps for this input image. */
  sizeOfInput(bytes: Uint8Array): ImageSize | "auto";
};

type StoryMethods = Omit<RoomDesigner & Required<StoryTeller>, "name" | "model">;

const label: ProviderLabel = "OpenAI";

/** MP3 starts with an ID3 tag or an MPEG frame sync (11 set bits). */
const isMp3 = (b: Uint8Array) =>
  b.length > 3 && ((b[0] === 0x49 && b[1] === 0x44 && b[2] === 0x33) || (b[0] === 0xff && (b[1] & 0xe0) === 0xe0));

/** tts-1 and tts-1-hd take no speaking directions. */
const takesInstructions = (model: string) => !/^tts-1(?:-hd)?(?:-|$)/.test(model);

export function openaiStoryMethods(deps: OpenAIStoryDeps): StoryMethods {
  const { client, call } = deps;
  return {
    async redesignRoom(request) {
      return deps.edit([request.image], ["room-photo"], request.prompt, deps.sizeOfInput(request.image));
    },

    async writeStory(request) {
      const completion = await call("text", (signal) =>
        client.chat.completions.create(
          {
            model: deps.textModel,
            messages: [{ role: "user", content: storyPrompt(request) }],
            response_format: {
              type: "json_schema",
              json_schema: { name: "story", strict: true, schema: storyJsonSchema(request.numPages, false) },
            },
          },
          { signal },
        ),
      );
      const choice = completion.choices?.[0];
      if (choice?.message?.refusal || choice?.finish_reason === "content_filter") {
        throw new EngineError("SAFETY", `${label} refused to write this story under its safety policy.`);
      }
      const content = choice?.message?.content;
      if (!content?.trim()) throw new EngineError("PROVIDER_ERROR", `${label} returned no story.`);
      if (choice.finish_reason === "length")
        throw new EngineError("PROVIDER_ERROR", `${label} stopped before the story was complete.`);
      return parseStory(content, request.numPages, label);
    },

    async illustratePage(request) {
      const prompt = illustrationPrompt({
        ...request,
        hasCharacter: !!request.character,
        hasFirstPage: !!request.firstPage,
      });
      const images: Uint8Array[] = [];
      const names: string[] = [];
      if (request.character) {
        images.push(request.character);
        names.push("character-reference");
      }
      if (request.firstPage) {
        images.push(request.firstPage);
        names.push("first-page");
      }
      if (images.length === 0) return deps.generate(prompt, PAGE_SIZE);
      return deps.edit(images, names, prompt, PAGE_SIZE);
    },

    async narrate({ text }) {
      const audio = await call("tts", async (signal) => {
        const response = await client.audio.speech.create(
          {
            model: deps.ttsModel,
            voice: deps.ttsVoice,
            input: text,
            response_format: "mp3",
            ...(takesInstructions(deps.ttsModel) ? { instructions: `${NARRATION_DIRECTION}.` } : {}),
          },
          { signal },
        );
        // Read inside the call: the deadline covers the body too.
        return new Uint8Array(await response.arrayBuffer());
      });
      if (!isMp3(audio)) throw new EngineError("PROVIDER_ERROR", `${label} returned no MP3 speech.`);
      return { audio, mimeType: "audio/mpeg" };
    },
  };
}
