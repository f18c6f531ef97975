// A creation's versions in its detail dialog: a picker to step through v0…vn, and the
// conversation that made them (the original prompt, then each refinement instruction).
import { m } from "@/paraglide/messages.js";
import { actionLabel } from "@/lib/usage-labels";
import type { Work } from "@/lib/works";
import { Icon } from "./icons";

/** "Original" for v0, "Version n" after it. */
export const versionName = (work: Pick<Work, "version">) =>
  work.version === 0 ? m.work_version_original() : m.work_version_n({ version: work.version });

/** A count badge for a card: shown only for a creation with refinements. */
export function VersionsBadge({ count }: { count: number }) {
  if (count < 2) return null;
  return (
    <span
      className="badge badge-sm shrink-0 gap-1 border-0 bg-base-100/90 text-base-content"
      data-testid="versions-badge"
    >
      <Icon name="layers" className="size-3" />
      {m.work_versions({ count })}
    </span>
  );
}

export function VersionPicker({
  versions,
  selected,
  onSelect,
}: {
  versions: Work[];
  selected: number;
  onSelect: (index: number) => void;
}) {
  if (versions.length < 2) return null;
  return (
    <div
      className="flex items-center gap-1"
      role="group"
      aria-label={m.work_versions_label()}
      data-testid="version-picker"
    >
      <button
        type="button"
        className="btn btn-ghost btn-sm btn-square"
        onClick={() => onSelect(selected - 1)}
        disabled={selected === 0}
        aria-label={m.work_previous_version()}
        data-testid="version-previous"
      >
        <Icon name="arrowLeft" className="size-4 rtl:rotate-180" />
      </button>
      <div className="flex flex-1 flex-wrap justify-center gap-1">
        {versions.map((v, i) => (
          <button
            key={v.id}
            type="button"
            className={`btn btn-xs ${i === selected ? "btn-primary" : "btn-ghost"}`}
            aria-pressed={i === selected}
            onClick={() => onSelect(i)}
            data-testid="version-chip"
          >
            {versionName(v)}
          </button>
        ))}
      </div>
      <button
        type="button"
        className="btn btn-ghost btn-sm btn-square"
        onClick={() => onSelect(selected + 1)}
        disabled={selected === versions.length - 1}
        aria-label={m.work_next_version()}
        data-testid="version-next"
      >
        <Icon name="arrowRight" className="size-4 rtl:rotate-180" />
      </button>
    </div>
  );
}

/** The original prompt, always shown, then the instruction that made each later version. */
export function PromptHistory({ versions, selected }: { versions: Work[]; selected: number }) {
  const [original, ...refinements] = versions;
  return (
    <>
      <div>
        <dt className="text-base-content/60">{refinements.length ? m.work_original_prompt() : m.work_prompt()}</dt>
        <dd className="break-words" data-testid="work-prompt">
          {original.prompt}
        </dd>
      </div>
      {refinements.length > 0 && (
        <div>
          <dt className="text-base-content/60">{m.work_refinements()}</dt>
          <dd>
            <ol className="space-y-1" data-testid="work-refinements">
              {refinements.map((v) => (
                <li
                  key={v.id}
                  className={`break-words rounded px-1 ${versions[selected]?.id === v.id ? "bg-primary/10" : ""}`}
                  aria-current={versions[selected]?.id === v.id ? "true" : undefined}
                >
                  <span className="me-2 text-base-content/60">{versionName(v)}</span>
                  {/* A version an image tool made is named by its tool (upscale, background, expand). */}
                  {v.metadata.tool
                    ? actionLabel({ actionType: v.metadata.action })
                    : (v.metadata.instruction ?? v.prompt)}
                </li>
              ))}
            </ol>
          </dd>
        </div>
      )}
    </>
  );
}
