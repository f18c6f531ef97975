// What the provider fakes answer to prompt help (a JSON-mode request whose schema asks for
// { prompt }): a fixed detailed prompt. No node: imports, so workerd tests can compare against it.
import type { JsonSchema } from "./provider-bodies";

export const FAKE_HELPED_PROMPT = "一只光滑的红色陶瓷马克杯放在胡桃木桌上，柔和的窗光，85毫米镜头，浅景深。";

/** Whether a JSON schema is prompt help's ({ prompt }) rather than a story's. */
export const asksForPrompt = (schema: JsonSchema | undefined) => Boolean(schema?.properties?.prompt);

export const fakeHelpedPromptJson = () => JSON.stringify({ prompt: FAKE_HELPED_PROMPT });
