// One Workers AI call: env.AI.run(model, inputs, options) under a deadline, optionally through an
// AI Gateway, with failures mapped to EngineError kinds (errors.ts). Binary answers (e.g. MP3
// speech) are read here, inside the deadline. Binding options:
// https://developers.cloudflare.com/workers-ai/configuration/bindings/ (signal, gateway).
import { timeoutError, toEngineError } from "./errors";

/** The part of the `Ai` binding this engine uses; tests supply a schema-checking fake. */
export type AiBinding = {
  run(
    model: string,
    inputs: Record<string, unknown>,
    options?: { signal?: AbortSignal; gateway?: { id: string } },
  ): Promise<unknown>;
};

export type AiCall = (model: string, inputs: Record<string, unknown>) => Promise<unknown>;

async function readAll(stream: ReadableStream<Uint8Array>): Promise<Uint8Array> {
  return new Uint8Array(await new Response(stream).arrayBuffer());
}

/** `settingOf` names the [vars] entry behind a model, for the operator's to-do when it fails. */
export function createAiCall(
  ai: AiBinding,
  options: { gatewayId?: string; timeoutMs: number; settingOf?: (model: string) => string },
): AiCall {
  return async (model, inputs) => {
    const signal = AbortSignal.timeout(options.timeoutMs);
    // The binding refuses streamed bodies through a gateway ("AI Gateway does not support
    // ReadableStreams yet", workerd ai-api.ts), so multipart calls (FLUX.2) always go direct.
    const gateway = options.gatewayId && !("multipart" in inputs) ? { gateway: { id: options.gatewayId } } : {};
    try {
      const result = await ai.run(model, inputs, { signal, ...gateway });
      return result instanceof ReadableStream ? await readAll(result) : result;
    } catch (err) {
      if (signal.aborted) throw timeoutError(options.timeoutMs);
      throw toEngineError(err, model, options.timeoutMs, options.settingOf?.(model));
    }
  };
}
