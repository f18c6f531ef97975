// Vitest globalSetup (runs in Node, once per project): starts the Gemini, OpenAI, Resend and
// Stripe fakes on 127.0.0.1 and provides their URLs to tests as inject("providerFakes"). The
// Stripe fake starts without a webhook target: a test sets one with POST /__config.
import type { TestProject } from "vitest/node";
import { startGeminiFake } from "./gemini-fake";
import { startOpenAIFake } from "./openai-fake";
import { startResendFake } from "./resend-fake";
import { startStripeFake } from "./stripe-fake";
import type {} from "./recorded";

export default async function setup(project: TestProject) {
  const [gemini, openai, resend, stripe] = await Promise.all([
    startGeminiFake(),
    startOpenAIFake(),
    startResendFake(),
    startStripeFake(),
  ]);
  project.provide("providerFakes", { gemini: gemini.url, openai: openai.url, resend: resend.url, stripe: stripe.url });
  return async () => {
    await Promise.all([gemini.close(), openai.close(), resend.close(), stripe.close()]);
  };
}
