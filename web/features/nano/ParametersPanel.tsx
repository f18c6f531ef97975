// The parameters side: prompt, saved prompts and the Generate button under them, then reference
// images, aspect ratio, variants, size, temperature and max tokens.
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { VoiceInput } from "@/components/voice/VoiceInput";
import { useCapabilities, type ImageSize } from "@/lib/capabilities";
import { formatNumber } from "@/lib/format";
import { clampTemperature, normalizeMaxTokens } from "./parameters";
import { ASPECT_RATIOS, type AspectRatio } from "../../../shared/choices";
import { MAX_TOKENS, PROMPT_MAX_LENGTH, TEMPERATURE } from "../../../shared/limits";
import { GENERATION_COST, generationCost } from "../../../shared/prices";
import { KeepProductSwitch } from "./KeepProductSwitch";
import { ReferenceImages, type ReferenceImage } from "./ReferenceImages";
import { SavedPrompts } from "./SavedPrompts";
import { VariantsPicker } from "./VariantsPicker";
import { PromptHelpButton, PromptSuggestion } from "./PromptHelp";

export type Parameters = {
  prompt: string;
  temperature: number;
  maxTokens: number;
  aspectRatio: AspectRatio;
  /** Offered only where the serving engine draws more than one size. */
  imageSize: ImageSize;
  images: ReferenceImage[];
  /** The user's own Gemini key: sent with each request, never stored by us. */
  apiKey: string;
  /** How many variants one generation makes (1 to GENERATION_COUNT_MAX). */
  variants: number;
  /** The first reference is the product, kept exact in the result (on unless the user turns it off). */
  keepProduct: boolean;
};

export function ParametersPanel({
  value,
  onChange,
  onGenerate,
  generating,
}: {
  value: Parameters;
  /** A function updates the latest parameters (prompt help's undo runs after other changes). */
  onChange: (next: Parameters | ((current: Parameters) => Parameters)) => void;
  onGenerate: () => void;
  generating: boolean;
}) {
  const sizes = useCapabilities()?.imageSizes ?? [];
  const [maxTokensText, setMaxTokensText] = useState(String(value.maxTokens));
  useEffect(() => setMaxTokensText(String(value.maxTokens)), [value.maxTokens]);
  const set = <K extends keyof Parameters>(key: K, v: Parameters[K]) => onChange({ ...value, [key]: v });
  const [suggestion, setSuggestion] = useState<{ text: string; engine: string } | null>(null);

  /** Prompt help's suggestion replaces the prompt, with an undo back to what the user had typed. */
  function acceptSuggestion(text: string) {
    const previous = value.prompt;
    set("prompt", text);
    setSuggestion(null);
    toast.success(m.prompt_help_replaced(), {
      action: {
        label: m.prompt_help_undo(),
        onClick: () => onChange((current) => (current.prompt === text ? { ...current, prompt: previous } : current)),
      },
    });
  }

  return (
    <section className="card bg-base-100 shadow-sm" aria-label={m.nano_parameters()}>
      <div className="card-body gap-4">
        <h2 className="card-title">{m.nano_parameters()}</h2>
        <fieldset className="fieldset" disabled={generating}>
          <div className="flex flex-wrap items-center justify-between gap-1">
            <label className="fieldset-legend" htmlFor="nano-prompt">
              {m.nano_prompt()}
            </label>
            <div className="flex flex-wrap items-center gap-1">
              <PromptHelpButton
                prompt={value.prompt}
                apiKey={value.apiKey}
                disabled={generating}
                onSuggest={setSuggestion}
              />
              <VoiceInput
                onText={(text) => set("prompt", value.prompt ? `${value.prompt.trimEnd()} ${text}` : text)}
                disabled={generating}
              />
            </div>
          </div>
          <textarea
            id="nano-prompt"
            className="textarea h-32 w-full"
            value={value.prompt}
            onChange={(e) => set("prompt", e.target.value)}
            placeholder={m.nano_prompt_placeholder()}
            maxLength={PROMPT_MAX_LENGTH}
            data-testid="prompt-input"
          />
          {suggestion && (
            <PromptSuggestion
              suggestion={suggestion}
              onChange={(text) => setSuggestion({ ...suggestion, text })}
              onUse={() => acceptSuggestion(suggestion.text)}
              onDismiss={() => setSuggestion(null)}
            />
          )}
          <SavedPrompts prompt={value.prompt} onPick={(p) => set("prompt", p)} />
        </fieldset>
        {/* Next to the prompt (reachable without scrolling at 1280×800); the settings below refine it. */}
        <button
          type="button"
          className="btn btn-primary btn-lg w-full"
          onClick={onGenerate}
          disabled={generating}
          data-testid="generate-button"
        >
          {generating ? <span className="loading loading-spinner" /> : <Icon name="sparkles" className="size-5" />}
          {generating
            ? m.nano_generating_short()
            : value.apiKey
              ? m.nano_generate_button()
              : m.variants_generate_button({ cost: generationCost(value.variants) })}
        </button>
        <p className="text-center text-xs text-base-content/50">
          {value.apiKey ? m.nano_cost_own_key() : m.nano_cost_hint({ cost: GENERATION_COST })}
        </p>
        <ReferenceImages images={value.images} onChange={(images) => set("images", images)} disabled={generating} />
        {value.images.length > 0 && (
          <KeepProductSwitch
            checked={value.keepProduct}
            onChange={(keep) => set("keepProduct", keep)}
            disabled={generating}
          />
        )}
        <fieldset className="fieldset" disabled={generating}>
          <span className="fieldset-legend">{m.nano_aspect_ratio()}</span>
          <div className="join w-full" role="radiogroup" aria-label={m.nano_aspect_ratio()}>
            {ASPECT_RATIOS.map((ratio) => (
              <button
                key={ratio}
                type="button"
                role="radio"
                aria-checked={value.aspectRatio === ratio}
                className={`btn join-item btn-sm flex-1 ${value.aspectRatio === ratio ? "btn-primary" : "btn-outline border-base-300"}`}
                onClick={() => set("aspectRatio", ratio)}
                data-testid={`ratio-${ratio}`}
              >
                {ratio}
              </button>
            ))}
          </div>
        </fieldset>
        <VariantsPicker value={value.variants} onChange={(count) => set("variants", count)} disabled={generating} />
        {sizes.length > 1 && (
          <fieldset className="fieldset" disabled={generating}>
            <span className="fieldset-legend">{m.nano_image_size()}</span>
            <div className="join w-full" role="radiogroup" aria-label={m.nano_image_size()}>
              {sizes.map((size) => (
                <button
                  key={size.id}
                  type="button"
                  role="radio"
                  aria-checked={value.imageSize === size.id}
                  className={`btn join-item btn-sm h-auto flex-1 flex-col gap-0 py-1 ${value.imageSize === size.id ? "btn-primary" : "btn-outline border-base-300"}`}
                  onClick={() => set("imageSize", size.id)}
                  data-testid={`size-${size.id}`}
                >
                  <span>{size.id}</span>
                  <span className="text-xs font-normal" dir="ltr">
                    {m.nano_image_size_pixels({ px: formatNumber(size.longSide) })}
                  </span>
                </button>
              ))}
            </div>
            <p className="label whitespace-normal">{m.nano_image_size_hint()}</p>
          </fieldset>
        )}
        <fieldset className="fieldset" disabled={generating}>
          <label className="fieldset-legend flex justify-between" htmlFor="nano-temperature">
            <span>{m.nano_temperature()}</span>
            <span className="font-mono" dir="ltr">
              {value.temperature.toFixed(2)}
            </span>
          </label>
          <input
            id="nano-temperature"
            type="range"
            min={TEMPERATURE.min}
            max={TEMPERATURE.max}
            step={0.01}
            className="range range-primary range-sm"
            value={value.temperature}
            onChange={(e) => set("temperature", clampTemperature(Number(e.target.value)))}
          />
          <p className="label whitespace-normal">{m.nano_temperature_hint()}</p>
          <label className="fieldset-legend" htmlFor="nano-max-tokens">
            {m.nano_max_tokens()}
          </label>
          <input
            id="nano-max-tokens"
            type="number"
            inputMode="numeric"
            min={MAX_TOKENS.min}
            max={MAX_TOKENS.max}
            className="input w-full"
            value={maxTokensText}
            onChange={(e) => setMaxTokensText(e.target.value)}
            onBlur={() => {
              const n = normalizeMaxTokens(maxTokensText);
              setMaxTokensText(String(n));
              set("maxTokens", n);
            }}
          />
          <p className="label whitespace-normal">
            {m.nano_max_tokens_hint({ min: MAX_TOKENS.min, max: MAX_TOKENS.max, fallback: MAX_TOKENS.default })}
          </p>
        </fieldset>
        <details className="collapse-arrow collapse border border-base-300" open={Boolean(value.apiKey)}>
          <summary className="collapse-title flex items-center gap-2 text-sm font-medium">
            <Icon name="key" className="size-4" />
            {m.nano_api_key_title()}
          </summary>
          <div className="collapse-content space-y-1">
            <input
              type="password"
              autoComplete="off"
              className="input input-sm w-full font-mono"
              value={value.apiKey}
              onChange={(e) => set("apiKey", e.target.value)}
              placeholder="AIza…"
              dir="ltr"
              aria-label={m.nano_api_key_title()}
              disabled={generating}
              data-testid="api-key-input"
            />
            <p className="text-xs text-base-content/60">{m.nano_api_key_hint()}</p>
          </div>
        </details>
      </div>
    </section>
  );
}
