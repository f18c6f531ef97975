// Small pieces the admin pages share: the page heading, a loading block, an empty block, and
// a table wrapper that shows either of those instead of rows.
import { ScrollRegion } from "@/components/ScrollRegion";
import type { ReactNode } from "react";
import { m } from "@/paraglide/messages.js";

export function AdminHeading({
  title,
  subtitle,
  children,
}: {
  title: string;
  subtitle?: string;
  children?: ReactNode;
}) {
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div>
        <h1 className="text-2xl font-bold">{title}</h1>
        {subtitle && <p className="text-base-content/60">{subtitle}</p>}
      </div>
      {children}
    </div>
  );
}

export function Loading() {
  return (
    <div className="flex justify-center py-10" role="status" aria-label={m.common_loading()}>
      <span className="loading loading-dots loading-md text-primary" />
    </div>
  );
}

export function Empty({ text, testId }: { text: string; testId?: string }) {
  return (
    <p className="py-10 text-center text-base-content/60" data-testid={testId}>
      {text}
    </p>
  );
}

/**
 * A card with a table: loading while rows are null, the empty text for no rows. A table wider than
 * the screen scrolls inside its own container, named by `label` and reachable by keyboard, never
 * the page.
 */
export function TableCard<T>({
  rows,
  label,
  empty,
  emptyTestId,
  children,
}: {
  rows: T[] | null;
  label: string;
  empty: string;
  emptyTestId?: string;
  children: (rows: T[]) => ReactNode;
}) {
  return (
    <section className="card border border-base-300 bg-base-100">
      <div className="card-body p-2 sm:p-4">
        {rows === null ? (
          <Loading />
        ) : rows.length === 0 ? (
          <Empty text={empty} testId={emptyTestId} />
        ) : (
          <ScrollRegion label={label} testId="admin-table-scroll">
            {children(rows)}
          </ScrollRegion>
        )}
      </div>
    </section>
  );
}
