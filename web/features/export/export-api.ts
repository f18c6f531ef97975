// The export pack calls, through the one typed client: the POST answers the ZIP itself (saved as
// a download under the name the Worker gives it), then the pack's report is read by its id.
import { getLocale } from "@/paraglide/runtime.js";
import { api, ApiError, unwrap } from "@/lib/api";
import { saveZip } from "@/lib/zip-download";
import type { Marketplace } from "../../../shared/marketplace-rules";

const saveExportZip = async (request: Parameters<typeof saveZip>[0]) =>
  (await saveZip(request)).get("x-export-id") ?? "";

export async function exportPack(workId: string, targets: Marketplace[]) {
  const id = await saveExportZip(
    api.works[":id"].export.$post({ param: { id: workId }, json: { targets, locale: getLocale() } }),
  );
  const { report } = await unwrap(api.exports[":id"].$get({ param: { id } }));
  if (!report) throw new ApiError(404, "EXPORT_NOT_FOUND", "no report");
  return { id, report };
}

export const downloadPackAgain = (id: string) => saveExportZip(api.exports[":id"].zip.$get({ param: { id } }));
