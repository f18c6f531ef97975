// A ZIP the API answers (an export pack, a batch's packs): saved as a download under the name in
// its Content-Disposition; a refusal throws the server's ApiError instead.
import type { ClientResponse } from "hono/client";
import { ApiError, unwrap } from "./api";
import { saveBlob } from "./download";

type Answer = ClientResponse<unknown, number, string>;

/** The file name in Content-Disposition's `filename*` (RFC 5987), else its plain one, else `fallback`. */
function fileNameOf(res: Answer, fallback: string) {
  const disposition = res.headers.get("content-disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  try {
    return encoded ? decodeURIComponent(encoded) : (/filename="([^"]+)"/i.exec(disposition)?.[1] ?? fallback);
  } catch {
    return fallback;
  }
}

/** Saves a ZIP answer as a download and returns its headers; a refusal throws the server's ApiError. */
export async function saveZip(request: Promise<Answer>, fallback = "export.zip") {
  let res: Answer;
  try {
    res = await request;
  } catch {
    throw new ApiError(0, "NETWORK", "network");
  }
  if (!res.ok) await unwrap(Promise.resolve(res));
  saveBlob(await res.blob(), fileNameOf(res, fallback), "application/zip");
  return res.headers;
}
