// Which engine answers: built-in with no keys; admin keys are sealed in D1 and win over Worker
// secrets; a user's own key is free; voice input says plainly when no provider is set up.
import { describe, expect, it } from "vitest";
import { env } from "cloudflare:workers";
import { createDb } from "../../worker/platform/db/client";
import { chooseImageEngine, chooseTranscriber } from "../../worker/engines/select";
import { readProviderKey, removeProviderKey, saveProviderKey } from "../../worker/platform/system-config";
import { rawCall as call, clientFor, ok, refusal } from "./support/client";
import { signUp } from "./support/users";

const db = () => createDb(env.DB);

describe("engine choice", () => {
  it("uses the built-in engine when no key is configured, and says voice input is off", async () => {
    const { cookie } = await signUp();
    expect(await ok(clientFor(cookie).capabilities.$get())).toEqual({
      imageEngine: "builtin",
      // The demo engine draws one size: the SPA offers no choice.
      imageSizes: [{ id: "1K", longSide: 1024 }],
      transcription: false,
      devOutbox: true,
      // No AI binding in local runs and tests: the demo engine draws and the browser reads aloud.
      engines: { image: "builtin", interior: "builtin", storybook: "builtin", narration: null, transcription: null },
      // The visible AI label is drawn (the default): the SPA offers downloads without it.
      visibleLabel: true,
    });
    const form = new FormData();
    form.set("audio", new Blob([new Uint8Array([0x1a, 0x45, 0xdf, 0xa3, 1, 2, 3, 4])]), "voice.webm");
    const res = await call("/api/transcribe", { method: "POST", cookie, body: form });
    expect(res.status).toBe(503);
    expect((await refusal(res)).code).toBe("TRANSCRIPTION_UNAVAILABLE");
  });

  it("refuses audio that is not audio", async () => {
    const { cookie } = await signUp();
    const form = new FormData();
    form.set("audio", new Blob(["#!/bin/sh\necho hi"]), "voice.webm");
    expect((await refusal(call("/api/transcribe", { method: "POST", cookie, body: form }))).code).toBe(
      "UNSUPPORTED_AUDIO",
    );
  });

  it("a user's own Gemini key picks Gemini for that request and is not charged", async () => {
    const choice = await chooseImageEngine(env, db(), { userGeminiKey: "user-key" });
    expect(choice.engine.name).toBe("gemini");
    expect(choice.chargeable).toBe(false);
  });

  it("admin keys are stored sealed, never in clear, and take precedence", async () => {
    await saveProviderKey(env, db(), "OPENAI_API_KEY", "sk-test-openai-secret-123456");
    try {
      const row = await env.DB.prepare("SELECT value FROM system_config WHERE key = 'OPENAI_API_KEY'").first<{
        value: string;
      }>();
      expect(row!.value).not.toContain("sk-test-openai-secret-123456");
      expect(JSON.parse(row!.value).hint).toBe("sk-…3456");
      expect(await readProviderKey(env, db(), "OPENAI_API_KEY")).toBe("sk-test-openai-secret-123456");
      const choice = await chooseImageEngine({ ...env, GEMINI_API_KEY: undefined }, db());
      expect(choice.engine.name).toBe("openai");
      expect(choice.chargeable).toBe(true);
      expect((await chooseTranscriber(env, db()))?.name).toBe("openai");
    } finally {
      await removeProviderKey(db(), "OPENAI_API_KEY");
    }
  });

  it("falls back to Worker secrets when admins set nothing", async () => {
    const choice = await chooseImageEngine({ ...env, GEMINI_API_KEY: "secret-gemini" }, db());
    expect(choice.engine.name).toBe("gemini");
  });
});
