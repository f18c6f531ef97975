// What the provider fakes answer to prompt help (a JSON-mode request whose schema asks for
// { prompt }): a fixed detailed prompt. No node: imports, so workerd tests can compare against it.
import type { JsonSchema } from "./provider-bodies";

export const FAKE_HELPED_PROMPT = "一只光滑的红色陶瓷马克杯放在胡桃木桌上，柔和的窗光，85毫米镜头，浅景深。";

/** Whether a JSON schema is prompt help's ({ prompt }) rather than a story's. */
export const asksForPrompt = (schema: JsonSchema | undefined) => Boolean(schema?.properties?.prompt);

export const fakeHelpedPromptJson = () => JSON.stringify({ prompt: FAKE_HELPED_PROMPT });

/**
 * What the fakes answer to export packs' alt text (a JSON-mode request whose schema asks for
 * { white, scene } and, when English is wanted too, { whiteEnglish, sceneEnglish }): a fixed text
 * per field the schema requires, as a structured-output answer holds exactly the schema's fields.
 */
export const FAKE_ALT_TEXTS: Record<string, string> = {
  white: "白色背景上的红色香水瓶，玻璃瓶身，金色瓶盖",
  scene: "红色香水瓶立在大理石台面上，背后是柔和的晨光",
  whiteEnglish: "A red glass perfume bottle with a gold cap on a white background",
  sceneEnglish: "A red perfume bottle on a marble counter in soft morning light",
};

/** Whether a JSON schema is alt text's ({ white, scene, … }). */
export const asksForAltText = (schema: JsonSchema | undefined) => Boolean(schema?.properties?.white);

/**
 * The JSON text of the alt texts `schema` asks for. "bad-alt" answers valid JSON of the wrong
 * shape (scene missing, white blank), as a model cut off or ignoring the schema might.
 */
export function fakeAltTextJson(schema: JsonSchema | undefined, scenario: string): string {
  if (scenario === "bad-alt") return JSON.stringify({ white: "  " });
  const fields = schema?.required ?? Object.keys(schema?.properties ?? {});
  return JSON.stringify(Object.fromEntries(fields.map((f) => [f, FAKE_ALT_TEXTS[f] ?? ""])));
}
