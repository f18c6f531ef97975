import { getLocale } from "@/paraglide/runtime.js";
import { api, unwrap } from "@/lib/api";

export function transformPhoto(file: File, styleId: string, idempotencyKey: string) {
  return unwrap(
    api.images.transform.$post({
      form: { image: file, styleId, locale: getLocale() },
      header: { "idempotency-key": idempotencyKey },
    }),
  );
}
