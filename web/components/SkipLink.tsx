// "Skip to content": the first thing Tab reaches on every layout, hidden until focused. It moves
// focus into the page's <main> (which carries MAIN_ID and tabIndex -1) without touching the URL,
// so the router never sees a hash navigation.
import { m } from "@/paraglide/messages.js";

export const MAIN_ID = "main-content";

export function SkipLink() {
  return (
    <a
      href={`#${MAIN_ID}`}
      className="btn btn-primary btn-sm sr-only focus:not-sr-only focus:fixed focus:start-2 focus:top-2 focus:z-50"
      onClick={(e) => {
        e.preventDefault();
        document.getElementById(MAIN_ID)?.focus();
      }}
      data-testid="skip-link"
    >
      {m.skip_to_content()}
    </a>
  );
}
