// The demo engine, said plainly: a notice before the click on every studio it will answer
// (from /api/capabilities, per job), and the badge with what it understood on its results.
import { m } from "@/paraglide/messages.js";
import { useCapabilities } from "@/lib/capabilities";
import { describeReading, type DemoReading } from "@/lib/demo-reading";
import { Icon } from "./icons";

export type DemoStudio = "nano" | "art" | "interior" | "story";

const JOB = { nano: "image", art: "image", interior: "interior", story: "storybook" } as const;
const WHAT_IT_DOES: Record<DemoStudio, () => string> = {
  nano: m.demo_notice_nano,
  art: m.demo_notice_art,
  interior: m.demo_notice_interior,
  story: m.demo_notice_story,
};
/** What a user would otherwise only find out from the pictures: a tiger comes back drawn as a cat. */
const LIMITS: Partial<Record<DemoStudio, () => string>> = {
  story: m.demo_notice_story_animals,
};

/** Shown above a studio's form when the offline demo engine, not an AI, will do its job. */
export function DemoEngineNotice({ studio }: { studio: DemoStudio }) {
  const caps = useCapabilities();
  if (!caps) return null;
  const engine = caps.engines?.[JOB[studio]] ?? caps.imageEngine;
  if (engine !== "builtin") return null;
  return (
    <div role="note" className="alert alert-warning alert-soft items-start" data-testid="demo-notice">
      <Icon name="sparkles" className="mt-0.5 size-5 shrink-0 text-warning" />
      <div className="space-y-0.5 text-base-content">
        <p className="font-semibold">{m.demo_notice_title()}</p>
        <p className="text-sm">{WHAT_IT_DOES[studio]()}</p>
        {LIMITS[studio] && (
          <p className="text-sm" data-testid="demo-notice-limits">
            {LIMITS[studio]()}
          </p>
        )}
      </div>
    </div>
  );
}

/** The badge on a demo result, with what the engine read in the prompt when it says so. */
export function DemoResultBadge({
  understood,
  keptProduct = false,
  className = "",
}: {
  understood?: DemoReading;
  /** The seller's own product was put back: the prompt's product words were not drawn. */
  keptProduct?: boolean;
  className?: string;
}) {
  const told = understood && describeReading(understood, { keptProduct });
  return (
    <div className={`flex flex-wrap items-center gap-2 text-sm ${className}`} data-testid="demo-badge">
      {/* A long translation wraps inside the pill instead of spilling out of its fixed height. */}
      <span className="badge badge-warning h-auto min-h-5 py-0.5 text-balance">{m.engine_builtin_badge()}</span>
      {told && (
        <span className="text-base-content/70" data-testid="demo-understood">
          {told}
        </span>
      )}
    </div>
  );
}
