// /dashboard: balance with a top-up link, quick access to the tools, the 6 most recent
// creations (the newest version of each, with its count of versions).
import { useQuery } from "@tanstack/react-query";
import { useAtomValue } from "jotai";
import { useEffect, useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { Icon } from "@/components/icons";
import { WorkDialog } from "@/components/WorkDialog";
import { VersionsBadge } from "@/components/WorkVersions";
import { WorkImage } from "@/components/WorkImage";
import { formatNumber } from "@/lib/format";
import { useArtStyleName, workTitle } from "@/lib/work-names";
import { queryClient } from "@/lib/query-client";
import { RECENT_WORKS, type Creation } from "@/lib/works";
import { meAtom } from "@/lib/session";
import { NAV_GROUPS } from "@/lib/nav-items";

const TOOLS = NAV_GROUPS[1].items;

/** A recent work's width: 2 columns, 3 from 768 px, 6 from 1024 px (0.75rem gaps), beside the sidebar (see WorkCard). */
const RECENT_SIZES =
  "(min-width: 1024px) calc((100vw - 9.75rem) / 6), (min-width: 768px) calc((100vw - 7.5rem) / 3), calc((100vw - 2.75rem) / 2)";

export default function DashboardPage() {
  const me = useAtomValue(meAtom);
  const artStyle = useArtStyleName();
  const recent = useQuery(RECENT_WORKS, queryClient);
  const works = recent.data?.works ?? (recent.isError ? [] : null);
  const [open, setOpen] = useState<Creation | null>(null);

  useEffect(() => {
    if (recent.isError) toast.error(m.library_load_failed(), { description: m.library_load_failed_desc() });
  }, [recent.isError]);

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <div>
        <h1 className="text-2xl font-bold">{m.dashboard_title({ name: me?.user.username ?? "" })}</h1>
        <p className="text-base-content/60">{m.dashboard_subtitle()}</p>
      </div>
      <section className="card bg-gradient-to-br from-primary to-secondary text-primary-content shadow-lg">
        <div className="card-body flex-row flex-wrap items-center justify-between gap-4">
          <div>
            <p className="opacity-80">{m.credits_current_balance()}</p>
            <p className="text-4xl font-black" data-testid="dashboard-balance">
              {formatNumber(me?.credits ?? 0)}
            </p>
          </div>
          <Link to="/credits" className="btn btn-sm border-0 bg-white/20 text-primary-content hover:bg-white/30">
            {m.nav_recharge()}
          </Link>
        </div>
      </section>
      <section>
        <h2 className="mb-3 text-lg font-semibold">{m.dashboard_quick_access()}</h2>
        <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {TOOLS.map((tool) =>
            tool.ready ? (
              <Link
                key={tool.to}
                to={tool.to}
                className="card bg-base-100 shadow-sm transition hover:-translate-y-0.5 hover:shadow-md"
              >
                <div className="card-body">
                  <Icon name={tool.icon} className="size-7 text-primary" />
                  <h3 className="font-semibold">{tool.label()}</h3>
                </div>
              </Link>
            ) : (
              <div key={tool.to} className="card bg-base-100/60 text-base-content/50" aria-disabled="true">
                <div className="card-body">
                  <Icon name={tool.icon} className="size-7" />
                  <h3 className="font-semibold">{tool.label()}</h3>
                  <span className="badge badge-ghost badge-sm">{m.common_coming_soon()}</span>
                </div>
              </div>
            ),
          )}
        </div>
      </section>
      <section>
        <h2 className="mb-3 text-lg font-semibold">{m.dashboard_recent_works()}</h2>
        {works === null ? (
          <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6" aria-busy="true">
            {Array.from({ length: 6 }, (_, i) => (
              <div key={i} className="aspect-square animate-pulse rounded-box bg-base-300 motion-reduce:animate-none" />
            ))}
          </div>
        ) : works.length === 0 ? (
          <div className="card bg-base-100">
            <div className="card-body items-center text-center text-base-content/60">
              <p>{m.dashboard_no_works()}</p>
              <Link to="/nano" className="btn btn-primary btn-sm">
                {m.landing_cta()}
              </Link>
            </div>
          </div>
        ) : (
          <div className="grid grid-cols-2 gap-3 md:grid-cols-3 lg:grid-cols-6">
            {works.map((c) => (
              <button
                key={c.rootId}
                type="button"
                className="relative overflow-hidden rounded-box bg-base-100 shadow-sm transition hover:shadow-md"
                onClick={() => setOpen(c)}
                data-testid="recent-work"
              >
                <WorkImage
                  src={c.imageUrl}
                  variants={c.variantUrls}
                  size={c.metadata}
                  alt={workTitle(c.versions[0], artStyle)}
                  sizes={RECENT_SIZES}
                  aspect={1}
                  lazy
                />
                <span className="absolute start-2 top-2">
                  <VersionsBadge count={c.versions.length} />
                </span>
              </button>
            ))}
          </div>
        )}
      </section>
      <WorkDialog work={open} onClose={() => setOpen(null)} />
    </div>
  );
}
