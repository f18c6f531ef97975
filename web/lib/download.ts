// Downloads a private image (fetched with the session cookie) under a chosen file name.
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";

export async function downloadImage(url: string, fileName: string) {
  try {
    const res = await fetch(url, { credentials: "same-origin" });
    if (!res.ok) throw new Error(String(res.status));
    const blob = await res.blob();
    const href = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = href;
    a.download = fileName;
    document.body.appendChild(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(href), 1000);
    toast.success(m.download_success(), { description: m.download_success_desc() });
  } catch {
    toast.error(m.download_failed(), { description: m.download_failed_desc() });
  }
}
