// Prompts kept in this browser: save (skipping duplicates), reuse, remove.
import { useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { readSavedPrompts, writeSavedPrompts } from "./parameters";

export function SavedPrompts({ prompt, onPick }: { prompt: string; onPick: (p: string) => void }) {
  const [saved, setSaved] = useState(readSavedPrompts);
  const trimmed = prompt.trim();

  function update(next: string[]) {
    setSaved(next);
    writeSavedPrompts(next);
  }

  function save() {
    if (!trimmed) return;
    if (saved.includes(trimmed)) {
      toast.info(m.nano_prompt_already_saved());
      return;
    }
    update([trimmed, ...saved]);
    toast.success(m.nano_prompt_saved());
  }

  return (
    <div className="space-y-2">
      <button
        type="button"
        className="btn btn-ghost btn-xs gap-1"
        onClick={save}
        disabled={!trimmed}
        data-testid="save-prompt"
      >
        <Icon name="star" className="size-3.5" />
        {m.nano_save_prompt()}
      </button>
      {saved.length > 0 && (
        <ul className="flex flex-wrap gap-1" aria-label={m.nano_saved_prompts()}>
          {saved.map((p) => (
            <li key={p} className="badge badge-outline gap-1 py-3">
              <button type="button" className="max-w-48 truncate" title={p} dir="auto" onClick={() => onPick(p)}>
                {p}
              </button>
              <button type="button" onClick={() => update(saved.filter((s) => s !== p))} aria-label={m.common_delete()}>
                <Icon name="x" className="size-3" />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
