// Up to 3 reference images, each ≤ 5 MB; non-images are silently ignored (spec §5).
import { useEffect, useRef } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { MAX_REFERENCE_BYTES, MAX_REFERENCES, MB } from "../../../shared/limits";

export type ReferenceImage = { id: string; file: File; preview: string };

export function ReferenceImages({
  images,
  onChange,
  disabled,
}: {
  images: ReferenceImage[];
  onChange: (next: ReferenceImage[]) => void;
  disabled?: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  const latest = useRef(images);
  useEffect(() => {
    latest.current = images;
  });
  useEffect(() => () => latest.current.forEach((i) => URL.revokeObjectURL(i.preview)), []);

  function add(files: FileList | null) {
    const picked = Array.from(files ?? []).filter((f) => f.type.startsWith("image/"));
    if (input.current) input.current.value = "";
    if (images.length + picked.length > MAX_REFERENCES) {
      toast.error(m.nano_too_many_images(), { description: m.nano_too_many_images_desc() });
      return;
    }
    const tooBig = picked.find((f) => f.size > MAX_REFERENCE_BYTES);
    if (tooBig) {
      toast.error(m.nano_image_too_large({ maxMb: MAX_REFERENCE_BYTES / MB }));
      return;
    }
    onChange([
      ...images,
      ...picked.map((file) => ({ id: crypto.randomUUID(), file, preview: URL.createObjectURL(file) })),
    ]);
  }

  function remove(id: string) {
    const gone = images.find((i) => i.id === id);
    if (gone) URL.revokeObjectURL(gone.preview);
    onChange(images.filter((i) => i.id !== id));
  }

  return (
    <div>
      <div className="flex items-center justify-between">
        <span className="fieldset-legend">{m.nano_reference_images()}</span>
        <span className="text-xs text-base-content/50">
          {images.length}/{MAX_REFERENCES}
        </span>
      </div>
      <div className="grid grid-cols-3 gap-2">
        {images.map((img) => (
          <div
            key={img.id}
            className="group relative aspect-square overflow-hidden rounded-field border border-base-300"
            data-testid="reference-thumb"
          >
            <img src={img.preview} alt={img.file.name} className="size-full object-cover" />
            <button
              type="button"
              className="btn btn-circle btn-xs absolute end-1 top-1 bg-base-100/90"
              onClick={() => remove(img.id)}
              disabled={disabled}
              aria-label={m.nano_remove_image()}
            >
              <Icon name="x" className="size-3" />
            </button>
          </div>
        ))}
        {images.length < MAX_REFERENCES && (
          <button
            type="button"
            className="flex aspect-square flex-col items-center justify-center gap-1 rounded-field border-2 border-dashed border-base-300 text-xs text-base-content/60 hover:border-primary hover:text-primary"
            onClick={() => input.current?.click()}
            disabled={disabled}
          >
            <Icon name="upload" className="size-5" />
            {m.nano_add_image()}
          </button>
        )}
      </div>
      <p className="mt-1 text-xs text-base-content/50">{m.nano_reference_hint({ maxMb: MAX_REFERENCE_BYTES / MB })}</p>
      <input
        ref={input}
        type="file"
        accept="image/*"
        multiple
        hidden
        onChange={(e) => add(e.target.files)}
        data-testid="reference-input"
      />
    </div>
  );
}
