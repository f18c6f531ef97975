// Vitest globalSetup (runs in Node, once per project): starts the Gemini, OpenAI and Resend fakes
// on 127.0.0.1 and provides their URLs to tests as inject("providerFakes").
import type { TestProject } from "vitest/node";
import { startGeminiFake } from "./gemini-fake";
import { startOpenAIFake } from "./openai-fake";
import { startResendFake } from "./resend-fake";
import type {} from "./recorded";

export default async function setup(project: TestProject) {
  const [gemini, openai, resend] = await Promise.all([startGeminiFake(), startOpenAIFake(), startResendFake()]);
  project.provide("providerFakes", { gemini: gemini.url, openai: openai.url, resend: resend.url });
  return async () => {
    await Promise.all([gemini.close(), openai.close(), resend.close()]);
  };
}
