// The AI engines card of /admin/settings: which engine serves each job right now (a provider key
// first, then Workers AI, then the demo engine) and the switch that turns Workers AI off or on.
// The table shows the saved state; the switch applies with the page's Save button.
import { ScrollRegion } from "@/components/ScrollRegion";
import { m } from "@/paraglide/messages.js";
import { LANGUAGES } from "@/lib/i18n";
import type { AdminSettings } from "../admin-api";

type Jobs = AdminSettings["engines"];
type JobEngine = NonNullable<Jobs["narration"]>;

/** Product names stay as they are in every language; only the demo engine is described. */
const BRANDS: Record<Exclude<JobEngine["engine"], "builtin">, string> = {
  gemini: "Google Gemini",
  openai: "OpenAI",
  "workers-ai": "Cloudflare Workers AI",
};
const engineName = (engine: JobEngine["engine"]) =>
  engine === "builtin" ? m.admin_settings_engine_demo() : BRANDS[engine];

function Served({ value, none }: { value: JobEngine | null; none: string }) {
  if (!value) return <span className="text-base-content/60">{none}</span>;
  return (
    <span className="flex flex-wrap items-center gap-2">
      <span
        className={`badge badge-sm h-auto py-0.5 whitespace-normal ${value.engine === "builtin" ? "badge-warning badge-soft" : "badge-primary badge-soft"}`}
      >
        {engineName(value.engine)}
      </span>
      {value.model && value.engine !== "builtin" && (
        <span className="font-mono text-xs text-base-content/60" dir="ltr">
          {value.model}
        </span>
      )}
    </span>
  );
}

export function EnginesCard({
  settings,
  enabled,
  onChange,
  disabled,
}: {
  settings: AdminSettings;
  enabled: boolean;
  onChange: (enabled: boolean) => void;
  disabled: boolean;
}) {
  const { engines, workersAi } = settings;
  const rows = [
    { id: "image", label: m.admin_settings_job_image(), value: engines.image, none: "" },
    { id: "interior", label: m.admin_settings_job_interior(), value: engines.interior, none: "" },
    { id: "storybook", label: m.admin_settings_job_storybook(), value: engines.storybook, none: "" },
    {
      id: "narration",
      label: m.admin_settings_job_narration(),
      value: engines.narration,
      none: m.admin_settings_engine_browser(),
    },
    {
      id: "transcription",
      label: m.admin_settings_job_transcription(),
      value: engines.transcription,
      none: m.admin_settings_engine_none(),
    },
  ];
  const narrated = LANGUAGES.filter((l) => workersAi.narrationLanguages.includes(l.code)).map((l) => l.name);
  return (
    <section className="card border border-base-300 bg-base-100" data-testid="settings-engines">
      <div className="card-body gap-4">
        <h2 className="card-title text-base">{m.admin_settings_engines()}</h2>
        <p className="text-sm text-base-content/60">{m.admin_settings_engines_hint()}</p>
        <ScrollRegion label={m.admin_settings_engines()}>
          <table className="table table-sm">
            <tbody>
              {rows.map((row) => (
                <tr key={row.id} data-testid={`settings-engine-${row.id}`}>
                  <th className="font-medium">{row.label}</th>
                  <td>
                    <Served value={row.value} none={row.none} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
        {engines.narration?.engine === "workers-ai" && (
          <p className="text-xs text-base-content/60">
            {m.admin_settings_narration_languages({ languages: narrated.join(", ") })}
          </p>
        )}
        <label className="flex items-start justify-between gap-4">
          <span>
            <span className="block font-medium">{m.admin_settings_workers_ai()}</span>
            <span className="text-sm text-base-content/60">
              {workersAi.bound ? m.admin_settings_workers_ai_hint() : m.admin_settings_workers_ai_unbound()}
            </span>
          </span>
          <input
            type="checkbox"
            className="toggle toggle-primary"
            checked={workersAi.bound && enabled}
            onChange={(e) => onChange(e.target.checked)}
            disabled={disabled || !workersAi.bound}
            data-testid="settings-workers-ai"
          />
        </label>
        {workersAi.bound && workersAi.gatewayId && (
          <p className="text-xs text-base-content/60">{m.admin_settings_ai_gateway({ id: workersAi.gatewayId })}</p>
        )}
      </div>
    </section>
  );
}
