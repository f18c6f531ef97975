// The storybook's optional picture of the hero: our own translated button and drop zone over a
// hidden native file input (whose "Choose File / No file chosen" would be in the browser's
// language), showing the chosen picture and its name, with a button to remove it.
import { useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { useFileDrop } from "@/lib/use-file-drop";
import { MAX_PHOTO_BYTES, MB } from "../../../shared/limits";

export function ReferenceImageInput({
  file,
  onChange,
  labelledBy,
}: {
  file: File | null;
  onChange: (file: File | null) => void;
  labelledBy?: string;
}) {
  const input = useRef<HTMLInputElement>(null);
  const [preview, setPreview] = useState<string | null>(null);

  useEffect(() => {
    if (!file) return setPreview(null);
    const url = URL.createObjectURL(file);
    setPreview(url);
    return () => URL.revokeObjectURL(url);
  }, [file]);

  function accept(picked: File | undefined) {
    if (input.current) input.current.value = "";
    if (!picked) return;
    if (!picked.type.startsWith("image/") || picked.size > MAX_PHOTO_BYTES)
      return void toast.error(m.story_reference_invalid({ maxMb: MAX_PHOTO_BYTES / MB }));
    onChange(picked);
  }
  const { over, handlers } = useFileDrop(accept);

  return (
    <div role="group" aria-labelledby={labelledBy} className="flex min-w-0 items-stretch gap-2">
      <button
        type="button"
        onClick={() => input.current?.click()}
        {...handlers}
        className={`flex min-w-0 flex-1 items-center gap-3 rounded-box border-2 border-dashed p-3 text-start transition focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary ${over ? "border-primary bg-primary/5" : "border-base-300 hover:border-primary/60"}`}
        data-testid="story-reference-button"
      >
        {preview ? (
          <img src={preview} alt="" className="size-12 shrink-0 rounded-field object-cover" />
        ) : (
          <span className="shrink-0 rounded-full bg-primary/10 p-3 text-primary">
            <Icon name="upload" className="size-5" />
          </span>
        )}
        <span className="min-w-0 flex-1">
          {/* A file's name is cut at its own end; the invitation to choose one wraps. */}
          <span
            className={`block font-semibold ${file ? "truncate" : ""}`}
            dir="auto"
            data-testid="story-reference-name"
          >
            {file ? file.name : m.story_reference_choose()}
          </span>
          <span className="block text-sm text-base-content/70">
            {file ? m.story_reference_change() : m.story_reference_drop_hint({ maxMb: MAX_PHOTO_BYTES / MB })}
          </span>
        </span>
      </button>
      {file && (
        <button
          type="button"
          className="btn btn-ghost btn-square self-center"
          onClick={() => onChange(null)}
          aria-label={m.story_reference_remove()}
          title={m.story_reference_remove()}
          data-testid="story-reference-remove"
        >
          <Icon name="x" className="size-5" />
        </button>
      )}
      <input
        ref={input}
        type="file"
        accept="image/*"
        hidden
        tabIndex={-1}
        onChange={(e) => accept(e.target.files?.[0])}
        data-testid="story-reference"
      />
    </div>
  );
}
