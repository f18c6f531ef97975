// POST /api/images/edit from the SPA: the work, the painted mask as a PNG file, the instruction.
import { api, unwrap } from "@/lib/api";

export function editRegion(workId: string, mask: Uint8Array, instruction: string, idempotencyKey: string) {
  const file = new File([mask as Uint8Array<ArrayBuffer>], "mask.png", { type: "image/png" });
  return unwrap(
    api.images.edit.$post({ form: { workId, mask: file, instruction }, header: { "idempotency-key": idempotencyKey } }),
  );
}
