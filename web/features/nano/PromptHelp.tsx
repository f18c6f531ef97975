// Prompt help next to the generator's prompt box: "Improve prompt" asks the Worker for a detailed
// version of the idea in the UI language and shows it for editing; only "Use this prompt"
// replaces the prompt (with an undo), and nothing is charged at any point.
import { useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { getLocale } from "@/paraglide/runtime.js";
import { Icon } from "@/components/icons";
import { ApiError } from "@/lib/api";
import { errorMessage } from "@/lib/error-messages";
import { PROMPT_HELP_PER_MINUTE, PROMPT_MAX_LENGTH } from "../../../shared/limits";
import { enhancePrompt } from "./prompt-help-api";

type Suggestion = { text: string; engine: string };

/** What a failure says: a provider's failure is prompt help's own message (nothing was charged). */
function failureMessage(error: unknown) {
  if (error instanceof ApiError && error.code === "RATE_LIMITED")
    return `${m.prompt_help_limit({ max: PROMPT_HELP_PER_MINUTE })} ${errorMessage(error)}`;
  if (error instanceof ApiError && error.code === "ENGINE_FAILED" && !error.details?.ownKey)
    return m.prompt_help_failed();
  return errorMessage(error);
}

export function PromptHelpButton({
  prompt,
  apiKey,
  disabled,
  onSuggest,
}: {
  prompt: string;
  apiKey: string;
  disabled: boolean;
  onSuggest: (s: Suggestion) => void;
}) {
  const [busy, setBusy] = useState(false);
  async function improve() {
    if (!prompt.trim()) return void toast.error(m.nano_prompt_required_desc());
    setBusy(true);
    try {
      const result = await enhancePrompt({ prompt, locale: getLocale(), apiKey: apiKey.trim() || undefined });
      onSuggest({ text: result.prompt, engine: result.engine });
    } catch (error) {
      toast.error(failureMessage(error));
    } finally {
      setBusy(false);
    }
  }
  return (
    <button
      type="button"
      className="btn btn-ghost btn-sm gap-1 text-primary"
      onClick={() => void improve()}
      disabled={disabled || busy}
      aria-busy={busy}
      data-testid="prompt-help-button"
    >
      {busy ? <span className="loading loading-spinner loading-xs" /> : <Icon name="sparkles" className="size-4" />}
      <span>{busy ? m.prompt_help_busy() : m.prompt_help_button()}</span>
    </button>
  );
}

/** The suggestion, editable; "use" replaces the prompt and offers an undo, "dismiss" drops it. */
export function PromptSuggestion({
  suggestion,
  onChange,
  onUse,
  onDismiss,
}: {
  suggestion: Suggestion;
  onChange: (text: string) => void;
  onUse: () => void;
  onDismiss: () => void;
}) {
  return (
    <div
      className="space-y-2 rounded-box border border-primary/30 bg-primary/5 p-3"
      role="region"
      aria-label={m.prompt_help_title()}
      data-testid="prompt-help-panel"
    >
      <div className="flex flex-wrap items-center gap-2">
        <Icon name="sparkles" className="size-4 text-primary" />
        <span className="font-medium">{m.prompt_help_title()}</span>
        {suggestion.engine === "builtin" && (
          <span className="badge badge-warning h-auto whitespace-normal" data-testid="prompt-help-demo">
            {m.prompt_help_demo()}
          </span>
        )}
      </div>
      <textarea
        className="textarea h-32 w-full"
        value={suggestion.text}
        onChange={(e) => onChange(e.target.value)}
        maxLength={PROMPT_MAX_LENGTH}
        aria-label={m.prompt_help_title()}
        data-testid="prompt-help-suggestion"
      />
      <p className="text-xs text-base-content/60">{m.prompt_help_hint()}</p>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn btn-ghost btn-sm" onClick={onDismiss} data-testid="prompt-help-dismiss">
          {m.prompt_help_dismiss()}
        </button>
        <button
          type="button"
          className="btn btn-primary btn-sm"
          onClick={onUse}
          disabled={!suggestion.text.trim()}
          data-testid="prompt-help-use"
        >
          {m.prompt_help_use()}
        </button>
      </div>
    </div>
  );
}
