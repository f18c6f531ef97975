// Downloads a private image (fetched with the session cookie) under a chosen file name.
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";

const EXTENSIONS: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };

/**
 * The chosen name with the extension of what the server sent: provider images keep their own
 * format (a JPEG is stored as a JPEG), so "product-1.png" becomes "product-1.jpg" for one.
 */
export function fileNameFor(fileName: string, contentType: string) {
  const extension = EXTENSIONS[contentType.split(";")[0].trim().toLowerCase()];
  if (!extension) return fileName;
  return /\.(png|jpe?g|webp)$/i.test(fileName)
    ? fileName.replace(/\.(png|jpe?g|webp)$/i, `.${extension}`)
    : `${fileName}.${extension}`;
}

/** Hands the browser `blob` as a file download named `fileName` (its extension as the type says). */
export function saveBlob(blob: Blob, fileName: string, contentType = blob.type) {
  const href = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = href;
  a.download = fileNameFor(fileName, contentType);
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}

export async function downloadImage(url: string, fileName: string) {
  try {
    const res = await fetch(url, { credentials: "same-origin" });
    if (!res.ok) throw new Error(String(res.status));
    const blob = await res.blob();
    saveBlob(blob, fileName, blob.type || res.headers.get("content-type") || "");
    toast.success(m.download_success(), { description: m.download_success_desc() });
  } catch {
    toast.error(m.download_failed(), { description: m.download_failed_desc() });
  }
}
