// Article 9 of China's labelling measures (decision 0024): a picture without the drawn AI label
// is handed out only to a user who has accepted, once, that they label it themselves where they
// publish it (`/api/account/unlabelled-downloads`); the Worker refuses `?label=none` until then
// and logs every such download. The account page and the download action share this state.
import { queryOptions } from "@tanstack/react-query";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { api, unwrap } from "./api";
import { saveBlob } from "./download";
import { queryClient } from "./query-client";

/** Whether the user accepted the labelling duty, and when. */
export const unlabelledConsentQuery = queryOptions({
  queryKey: ["account", "unlabelled-downloads"],
  queryFn: () => unwrap(api.account["unlabelled-downloads"].$get()),
});

export type UnlabelledConsent = Awaited<ReturnType<typeof acceptLabellingDuty>>;

export const acceptLabellingDuty = () => unwrap(api.account["unlabelled-downloads"].$post());

export const withdrawLabellingDuty = () => unwrap(api.account["unlabelled-downloads"].$delete());

/** The same picture without the drawn label: the original, which keeps its implicit label. */
export function unlabelledUrl(url: string) {
  const target = new URL(url, window.location.origin);
  target.searchParams.set("label", "none");
  return target.origin === window.location.origin ? `${target.pathname}${target.search}` : target.href;
}

/**
 * Downloads the picture without the drawn label. "refused": the user has not accepted the duty
 * (or withdrew it in another tab), and the cached consent says so now.
 */
export async function downloadUnlabelled(url: string, fileName: string): Promise<"done" | "refused" | "failed"> {
  try {
    const res = await fetch(unlabelledUrl(url), { credentials: "same-origin" });
    if (res.status === 403) {
      const body = (await res.json().catch(() => null)) as { error?: { code?: string } } | null;
      if (body?.error?.code === "UNLABELLED_DOWNLOAD_NOT_ACCEPTED") {
        await queryClient.invalidateQueries({ queryKey: unlabelledConsentQuery.queryKey });
        return "refused";
      }
    }
    if (!res.ok) throw new Error(String(res.status));
    const blob = await res.blob();
    saveBlob(blob, fileName, blob.type || res.headers.get("content-type") || "");
    toast.success(m.download_success(), { description: m.ai_labels_unlabelled_downloaded() });
    return "done";
  } catch {
    toast.error(m.download_failed(), { description: m.download_failed_desc() });
    return "failed";
  }
}
