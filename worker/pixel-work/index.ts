// The pixel-work Worker ("atelier-pixels", wrangler.pixels.toml): CPU-heavy picture work the main
// Worker would otherwise do in the isolate that answers API requests. Today: drawing the visible
// AI label into each picture's full-size copy as it is stored (decode, draw, encode: about 0.2 s
// of CPU for a 1024 × 768 page). The main Worker reaches it through the PIXELS service binding and
// draws in its own isolate when the binding is missing or fails
// (docs/decisions/0036-pixel-work-worker.md). It has no bindings: pixels in, pixels out.
import { WorkerEntrypoint } from "cloudflare:workers";
import { drawLabelledCopy } from "../platform/image/label-drawing";
import type { LabelDrawing, PixelWorkApi } from "./protocol";

// Methods on the prototype: RPC exposes those, not instance properties.
export class PixelWork extends WorkerEntrypoint<PixelEnv> implements PixelWorkApi {
  async drawLabel({ bytes, mask, keepOut }: LabelDrawing) {
    try {
      return { ok: true as const, value: drawLabelledCopy(bytes, mask, keepOut) };
    } catch (error) {
      console.error("pixel-work Worker: drawing a label failed", error);
      return {
        ok: false as const,
        error: { kind: "PROVIDER_ERROR" as const, message: "The label could not be drawn." },
      };
    }
  }
}

/** Nothing is served over HTTP: a request gets 404. */
export default {
  fetch: () => new Response("Not found", { status: 404 }),
} satisfies ExportedHandler<PixelEnv>;
