// The parameters side: prompt, saved prompts, reference images, temperature and max tokens.
import { useState } from "react";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { clampTemperature, MAX_TOKENS_MAX, MAX_TOKENS_MIN, normalizeMaxTokens } from "./parameters";
import { ReferenceImages, type ReferenceImage } from "./ReferenceImages";
import { SavedPrompts } from "./SavedPrompts";

export type Parameters = { prompt: string; temperature: number; maxTokens: number; images: ReferenceImage[] };

export function ParametersPanel({
  value,
  onChange,
  onGenerate,
  generating,
}: {
  value: Parameters;
  onChange: (next: Parameters) => void;
  onGenerate: () => void;
  generating: boolean;
}) {
  const [maxTokensText, setMaxTokensText] = useState(String(value.maxTokens));
  const set = <K extends keyof Parameters>(key: K, v: Parameters[K]) => onChange({ ...value, [key]: v });

  return (
    <section className="card bg-base-100 shadow-sm" aria-label={m.nano_parameters()}>
      <div className="card-body gap-4">
        <h2 className="card-title">{m.nano_parameters()}</h2>
        <fieldset className="fieldset" disabled={generating}>
          <label className="fieldset-legend" htmlFor="nano-prompt">{m.nano_prompt()}</label>
          <textarea
            id="nano-prompt"
            className="textarea h-32 w-full"
            value={value.prompt}
            onChange={(e) => set("prompt", e.target.value)}
            placeholder={m.nano_prompt_placeholder()}
            maxLength={2000}
            data-testid="prompt-input"
          />
          <SavedPrompts prompt={value.prompt} onPick={(p) => set("prompt", p)} />
        </fieldset>
        <ReferenceImages images={value.images} onChange={(images) => set("images", images)} disabled={generating} />
        <fieldset className="fieldset" disabled={generating}>
          <label className="fieldset-legend flex justify-between" htmlFor="nano-temperature">
            <span>{m.nano_temperature()}</span>
            <span className="font-mono" dir="ltr">{value.temperature.toFixed(2)}</span>
          </label>
          <input
            id="nano-temperature"
            type="range"
            min={0}
            max={1}
            step={0.01}
            className="range range-primary range-sm"
            value={value.temperature}
            onChange={(e) => set("temperature", clampTemperature(Number(e.target.value)))}
          />
          <p className="label">{m.nano_temperature_hint()}</p>
          <label className="fieldset-legend" htmlFor="nano-max-tokens">{m.nano_max_tokens()}</label>
          <input
            id="nano-max-tokens"
            type="number"
            inputMode="numeric"
            min={MAX_TOKENS_MIN}
            max={MAX_TOKENS_MAX}
            className="input w-full"
            value={maxTokensText}
            onChange={(e) => setMaxTokensText(e.target.value)}
            onBlur={() => {
              const n = normalizeMaxTokens(maxTokensText);
              setMaxTokensText(String(n));
              set("maxTokens", n);
            }}
          />
          <p className="label">{m.nano_max_tokens_hint({ min: MAX_TOKENS_MIN, max: MAX_TOKENS_MAX })}</p>
        </fieldset>
        <button type="button" className="btn btn-primary btn-lg w-full" onClick={onGenerate} disabled={generating} data-testid="generate-button">
          {generating ? <span className="loading loading-spinner" /> : <Icon name="sparkles" className="size-5" />}
          {generating ? m.nano_generating_short() : m.nano_generate_button()}
        </button>
        <p className="text-center text-xs text-base-content/50">{m.nano_cost_hint()}</p>
      </div>
    </section>
  );
}
