// The export pack calls, through the one typed client: the POST answers the ZIP itself (saved as
// a download under the name the Worker gives it), then the pack's report is read by its id.
import { getLocale } from "@/paraglide/runtime.js";
import type { ClientResponse } from "hono/client";
import { api, ApiError, unwrap } from "@/lib/api";
import { saveBlob } from "@/lib/download";
import type { Marketplace } from "../../../shared/marketplace-rules";

/** The file name in Content-Disposition's `filename*` (RFC 5987), else a plain one. */
type Answer = ClientResponse<unknown, number, string>;

function fileNameOf(res: Answer) {
  const disposition = res.headers.get("content-disposition") ?? "";
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  try {
    return encoded ? decodeURIComponent(encoded) : "export.zip";
  } catch {
    return "export.zip";
  }
}

/** Saves a ZIP answer as a download; a refusal throws the server's ApiError. */
async function saveZip(request: Promise<Answer>) {
  let res: Answer;
  try {
    res = await request;
  } catch {
    throw new ApiError(0, "NETWORK", "network");
  }
  if (!res.ok) await unwrap(Promise.resolve(res));
  saveBlob(await res.blob(), fileNameOf(res), "application/zip");
  return res.headers.get("x-export-id") ?? "";
}

export async function exportPack(workId: string, targets: Marketplace[]) {
  const id = await saveZip(
    api.works[":id"].export.$post({ param: { id: workId }, json: { targets, locale: getLocale() } }),
  );
  const { report } = await unwrap(api.exports[":id"].$get({ param: { id } }));
  if (!report) throw new ApiError(404, "EXPORT_NOT_FOUND", "no report");
  return { id, report };
}

export const downloadPackAgain = (id: string) => saveZip(api.exports[":id"].zip.$get({ param: { id } }));
