// The Gemini engine's interior design and storybook methods: room redesign and page
// illustrations with the image model, the story as JSON from the text model, and narration
// from a TTS model (WAV, or raw PCM wrapped as WAV). The factory in gemini.ts supplies the calls.
import {
  Modality,
  type Content,
  type GenerateContentConfig,
  type GenerateContentResponse,
  type Part,
} from "@google/genai";
import type { GeminiModelRole } from "./provider-settings";
import { textOf } from "./gemini-response";
import { illustrationPrompt, NARRATION_DIRECTION, storyPrompt } from "./prompts";
import { fromBase64 } from "./provider-images";
import { parseStory, storyJsonSchema } from "./story-json";
import { EngineError, type EngineImage, type RoomDesigner, type StoryTeller } from "./types";
import { pcmFormat, pcmToWav } from "./wav";

export type GeminiStoryDeps = {
  ttsVoice: string;
  /** One generateContent call to the model of that role, under the engine's deadline and error mapping. */
  ask(role: GeminiModelRole, contents: Content[], config: GenerateContentConfig): Promise<GenerateContentResponse>;
  /** One call to the image model, read as an image in the format it arrives in. */
  draw(contents: Content[], imageConfig?: { aspectRatio?: string }): Promise<EngineImage>;
  imagePart(bytes: Uint8Array, what: string): Part;
};

type StoryMethods = Omit<RoomDesigner & Required<StoryTeller>, "name" | "model">;

function audioOf(response: GenerateContentResponse): { audio: Uint8Array; mimeType: string } {
  textOf(response); // throws SAFETY when the prompt or the answer was blocked
  const part = response.candidates?.[0]?.content?.parts?.find(
    (p) => p.inlineData?.data && p.inlineData.mimeType?.toLowerCase().startsWith("audio/"),
  );
  const data = part?.inlineData?.data;
  const mime = part?.inlineData?.mimeType?.toLowerCase() ?? "";
  if (!data) throw new EngineError("PROVIDER_ERROR", "Gemini returned no speech.");
  let bytes: Uint8Array;
  try {
    bytes = fromBase64(data);
  } catch {
    throw new EngineError("PROVIDER_ERROR", "Gemini returned speech that is not valid base64.");
  }
  if (bytes.length === 0) throw new EngineError("PROVIDER_ERROR", "Gemini returned no speech.");
  if (mime.startsWith("audio/l16") || mime.startsWith("audio/pcm")) {
    const { sampleRate, channels } = pcmFormat(mime);
    return { audio: pcmToWav(bytes, sampleRate, channels), mimeType: "audio/wav" };
  }
  // Already a container (WAV, MP3, …): pass it through under its bare type.
  return { audio: bytes, mimeType: mime.split(";")[0].trim() };
}

export function geminiStoryMethods(deps: GeminiStoryDeps): StoryMethods {
  return {
    async redesignRoom(request) {
      return deps.draw([
        { role: "user", parts: [deps.imagePart(request.image, "room photo"), { text: request.prompt }] },
      ]);
    },

    async writeStory(request) {
      const response = await deps.ask("text", [{ role: "user", parts: [{ text: storyPrompt(request) }] }], {
        responseMimeType: "application/json",
        responseJsonSchema: storyJsonSchema(request.numPages, true),
      });
      return parseStory(textOf(response), request.numPages, "Gemini");
    },

    async illustratePage(request) {
      const prompt = illustrationPrompt({
        ...request,
        hasCharacter: !!request.character,
        hasFirstPage: !!request.firstPage,
      });
      const parts: Part[] = [{ text: prompt }];
      if (request.character) parts.push(deps.imagePart(request.character, "character reference"));
      if (request.firstPage) parts.push(deps.imagePart(request.firstPage, "first page"));
      return deps.draw([{ role: "user", parts }], { aspectRatio: "4:3" });
    },

    async narrate({ text }) {
      // Current TTS models read the text verbatim (a direction written into it would be read
      // aloud), so the tone travels as the part's speech metadata. The language is the text's own.
      const part: Part = { text, speechMetadata: { style: NARRATION_DIRECTION } };
      const response = await deps.ask("tts", [{ role: "user", parts: [part] }], {
        responseModalities: [Modality.AUDIO],
        speechConfig: { voiceConfig: { prebuiltVoiceConfig: { voiceName: deps.ttsVoice } } },
      });
      return audioOf(response);
    },
  };
}
