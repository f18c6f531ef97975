// The story a text model writes, as JSON: the schema both providers are given, and the check
// that what came back is a title and exactly the pages asked for (anything else is a provider
// error: the credits are refunded and the user can try again).
import { z } from "zod";
import type { ProviderLabel } from "./provider-errors";
import { EngineError, type Story } from "./types";

/**
 * JSON Schema for the answer. Gemini honours minItems/maxItems; OpenAI's strict mode takes only
 * the plain subset, so the count is stated in the description (and the prompt) there.
 */
export function storyJsonSchema(numPages: number, withCounts: boolean) {
  return {
    type: "object",
    properties: {
      title: { type: "string", description: "The story's short title." },
      pages: {
        type: "array",
        description: `Exactly ${numPages} page texts, in reading order.`,
        items: { type: "string" },
        ...(withCounts ? { minItems: numPages, maxItems: numPages } : {}),
      },
    },
    required: ["title", "pages"],
    additionalProperties: false,
  };
}

const StoryShape = z.object({
  title: z.string().trim().min(1),
  pages: z.array(z.string().trim().min(1)),
});

/** Models sometimes fence JSON in a Markdown code block even when asked for bare JSON. */
const unfenced = (text: string) => text.trim().replace(/^```(?:json)?\s*([\s\S]*?)\s*```$/i, "$1");

export function parseStory(text: string, numPages: number, provider: ProviderLabel | "Workers AI"): Story {
  let data: unknown;
  try {
    data = JSON.parse(unfenced(text));
  } catch {
    throw new EngineError("PROVIDER_ERROR", `${provider} did not return the story as valid JSON.`);
  }
  const parsed = StoryShape.safeParse(data);
  if (!parsed.success) {
    throw new EngineError("PROVIDER_ERROR", `${provider} returned a story without a title and page texts.`);
  }
  const { title, pages } = parsed.data;
  if (pages.length !== numPages) {
    throw new EngineError("PROVIDER_ERROR", `${provider} wrote ${pages.length} pages instead of ${numPages}.`);
  }
  return { title: title.slice(0, 200), pages };
}
