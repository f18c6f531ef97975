// A table wider than the screen scrolls inside this box, never the page: a named region that takes
// keyboard focus, so arrow keys scroll it and a screen reader says what it holds (axe's
// scrollable-region-focusable).
import type { ReactNode } from "react";

export function ScrollRegion({ label, testId, children }: { label: string; testId?: string; children: ReactNode }) {
  return (
    <div
      className="overflow-x-auto rounded-box focus-visible:outline-2 focus-visible:outline-primary"
      role="region"
      aria-label={label}
      tabIndex={0}
      data-testid={testId}
    >
      {children}
    </div>
  );
}
