// One provider key in the settings form: its masked hint (or "not set"), a field to replace it
// and a remove button that clears it on save (undoable until then). A new key is tested when the
// form is saved (decision 30): "testing key…" shows under the field meanwhile, and the test's
// refusal stays there until the key is edited.
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import type { KeyState } from "../admin-api";

export type KeyEdit = { replace: string; remove: boolean };
export const NO_EDIT: KeyEdit = { replace: "", remove: false };

/** The PUT value for a key: null removes it, a string replaces it, undefined leaves it. */
export function keyPatch(edit: KeyEdit): string | null | undefined {
  if (edit.remove) return null;
  return edit.replace.trim() || undefined;
}

type KeyFieldProps = {
  id: string;
  label: string;
  state: KeyState;
  edit: KeyEdit;
  onChange: (e: KeyEdit) => void;
  disabled: boolean;
  /** The save is testing this field's new key. */
  testing?: boolean;
  /** Why the last save refused this field's key. */
  problem?: string;
};

export function KeyField({ id, label, state, edit, onChange, disabled, testing = false, problem }: KeyFieldProps) {
  const noteId = `settings-${id}-key-note`;
  return (
    <div className="space-y-2" data-testid={`settings-key-${id}`}>
      <div className="flex flex-wrap items-center gap-2">
        <Icon name="key" className="size-4 text-base-content/60" />
        <span className="font-medium">{label}</span>
        {edit.remove ? (
          <span className="badge badge-warning badge-soft badge-sm">{m.admin_settings_key_will_remove()}</span>
        ) : state.set ? (
          <span
            className="badge badge-success badge-soft badge-sm font-mono"
            dir="ltr"
            data-testid={`settings-${id}-hint`}
          >
            {state.hint ?? "••••"}
          </span>
        ) : (
          <span className="badge badge-ghost badge-sm" data-testid={`settings-${id}-hint`}>
            {m.admin_settings_key_not_set()}
          </span>
        )}
      </div>
      <div className="flex gap-2">
        <input
          id={`settings-${id}-key`}
          type="password"
          autoComplete="off"
          className={`input w-full font-mono ${problem ? "input-error" : ""}`}
          dir="ltr"
          placeholder={state.set ? m.admin_settings_key_replace() : m.admin_settings_key_enter()}
          aria-label={`${label}: ${state.set ? m.admin_settings_key_replace() : m.admin_settings_key_enter()}`}
          value={edit.replace}
          onChange={(e) => onChange({ replace: e.target.value, remove: false })}
          disabled={disabled || edit.remove}
          aria-invalid={Boolean(problem)}
          aria-describedby={problem || testing ? noteId : undefined}
          data-testid={`settings-${id}-input`}
        />
        {state.set && (
          <button
            type="button"
            className={`btn ${edit.remove ? "btn-ghost" : "btn-outline btn-error"}`}
            onClick={() => onChange({ replace: "", remove: !edit.remove })}
            disabled={disabled}
            data-testid={`settings-${id}-remove`}
          >
            {edit.remove ? m.admin_settings_key_undo() : m.admin_settings_key_remove()}
          </button>
        )}
      </div>
      {testing ? (
        <p
          id={noteId}
          className="flex items-center gap-2 text-sm text-base-content/70"
          role="status"
          data-testid={`settings-${id}-testing`}
        >
          <span className="loading loading-spinner loading-xs" />
          {m.admin_settings_key_testing()}
        </p>
      ) : (
        problem && (
          <p
            id={noteId}
            className="text-sm break-words text-error"
            role="alert"
            data-testid={`settings-${id}-key-problem`}
          >
            {problem}
          </p>
        )
      )}
    </div>
  );
}
