import { m } from "@/paraglide/messages.js";

/** Full-area loading state with the spec's 加载中... text. */
export function PageSpinner({ label = true }: { label?: boolean }) {
  return (
    <div className="flex min-h-[50vh] flex-col items-center justify-center gap-3 text-base-content/70" role="status">
      <span className="loading loading-spinner loading-lg text-primary" />
      {label && <span>{m.common_loading()}</span>}
    </div>
  );
}
