// AI Gateway for the providers: with AI_GATEWAY_ID and AI_GATEWAY_ACCOUNT_ID, Gemini and OpenAI
// calls go to the gateway's provider endpoints; an explicit base URL (tests, a proxy) wins, and
// without both settings the SDKs' own endpoints are used.
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { gatewayUrl, geminiOptions, openaiOptions } from "../../worker/engines/provider-config";

const withVars = (vars: Partial<Env>) =>
  ({ ...env, GEMINI_BASE_URL: "", OPENAI_BASE_URL: "", AI_GATEWAY_ID: "", AI_GATEWAY_ACCOUNT_ID: "", ...vars }) as Env;

describe("AI Gateway routing for Gemini and OpenAI", () => {
  it("uses the gateway's provider endpoints when both the gateway and the account are set", () => {
    const e = withVars({ AI_GATEWAY_ID: "atelier", AI_GATEWAY_ACCOUNT_ID: "0123abcd" });
    expect(geminiOptions(e, "k").baseUrl).toBe(
      "https://gateway.ai.cloudflare.com/v1/0123abcd/atelier/google-ai-studio",
    );
    expect(openaiOptions(e, "k").baseURL).toBe("https://gateway.ai.cloudflare.com/v1/0123abcd/atelier/openai");
  });

  it("goes direct without either setting, and an explicit base URL wins", () => {
    expect(gatewayUrl(withVars({ AI_GATEWAY_ID: "atelier" }), "openai")).toBeUndefined();
    expect(gatewayUrl(withVars({ AI_GATEWAY_ACCOUNT_ID: "0123abcd" }), "openai")).toBeUndefined();
    expect(geminiOptions(withVars({}), "k").baseUrl).toBeUndefined();
    const e = withVars({
      AI_GATEWAY_ID: "atelier",
      AI_GATEWAY_ACCOUNT_ID: "0123abcd",
      GEMINI_BASE_URL: "http://127.0.0.1:9/fake",
      OPENAI_BASE_URL: "http://127.0.0.1:9/oai",
    });
    expect(geminiOptions(e, "k").baseUrl).toBe("http://127.0.0.1:9/fake");
    expect(openaiOptions(e, "k").baseURL).toBe("http://127.0.0.1:9/oai");
  });
});
