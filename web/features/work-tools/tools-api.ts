// Calls for the image tools on a work (worker/features/creations/tools-routes.ts). Each request carries the
// intent's Idempotency-Key (web/lib/use-paid-action), so a retried click never charges twice.
import { api, unwrap } from "@/lib/api";
import type { AspectRatio } from "../../../shared/choices";
import type { UpscaleFactor } from "../../../shared/prices";

export type NewBackground = { color: string } | { scene: string };
export type ToolResult = Awaited<ReturnType<typeof upscaleWork>>;

const header = (key: string) => ({ "idempotency-key": key });

export const upscaleWork = (workId: string, factor: UpscaleFactor, key: string) =>
  unwrap(api.images.upscale.$post({ json: { workId, factor }, header: header(key) }));

export const removeBackground = (workId: string, background: NewBackground | undefined, key: string) =>
  unwrap(
    api.images["remove-background"].$post({
      json: { workId, ...(background ? { background } : {}) },
      header: header(key),
    }),
  );

export const expandWork = (workId: string, aspectRatio: AspectRatio, key: string) =>
  unwrap(api.images.expand.$post({ json: { workId, aspectRatio }, header: header(key) }));
