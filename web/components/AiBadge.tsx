// The translated "AI-generated" mark beside a picture the service made (decision 0024). The
// pixels carry the deployment's one label text (bottom-right); this badge says it in the UI's
// language. Placed by the caller at a top corner or under the picture, never over the label.
import { m } from "@/paraglide/messages.js";

export function AiBadge({ className = "" }: { className?: string }) {
  return (
    <span
      className={`badge badge-sm border-0 bg-black/55 text-white whitespace-nowrap ${className}`}
      role="img"
      aria-label={m.ai_badge_label()}
      title={m.ai_badge_label()}
      data-testid="ai-badge"
    >
      {m.ai_badge()}
    </span>
  );
}
