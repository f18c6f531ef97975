// Drag a photo in or click to pick one: images only, at most 10 MB.
import { useRef } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { useFileDrop } from "@/lib/use-file-drop";
import { MAX_PHOTO_BYTES, MB } from "../../shared/limits";

export function PhotoDropzone({ onPhoto }: { onPhoto: (file: File) => void }) {
  const input = useRef<HTMLInputElement>(null);

  function accept(file: File | undefined) {
    if (!file) return;
    if (!file.type.startsWith("image/")) return void toast.error(m.art_only_images());
    if (file.size > MAX_PHOTO_BYTES) return void toast.error(m.art_photo_too_large({ maxMb: MAX_PHOTO_BYTES / MB }));
    onPhoto(file);
  }
  const { over, handlers } = useFileDrop(accept);

  return (
    <button
      type="button"
      onClick={() => input.current?.click()}
      {...handlers}
      className={`flex min-h-80 w-full flex-col items-center justify-center gap-3 rounded-box border-2 border-dashed p-8 text-center transition ${over ? "border-primary bg-primary/5" : "border-base-300 hover:border-primary/60"}`}
      data-testid="photo-dropzone"
    >
      <div className="rounded-full bg-primary/10 p-4 text-primary">
        <Icon name="upload" className="size-8" />
      </div>
      <p className="text-lg font-semibold">{m.art_upload_title()}</p>
      <p className="text-sm text-base-content/60">{m.art_upload_hint({ maxMb: MAX_PHOTO_BYTES / MB })}</p>
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        onChange={(e) => accept(e.target.files?.[0])}
        data-testid="photo-input"
      />
    </button>
  );
}
