// /admin/dashboard (数据概览): four totals, two 30-day charts (credits spent, sign-ups) and the
// moderation refusals per category and day.
import { m } from "@/paraglide/messages.js";
import { Icon, type IconName } from "@/components/icons";
import { formatDayMonth, formatMoney, formatNumber } from "@/lib/format";
import { ADMIN_STATS_KEY, adminApi, type AdminStats } from "../admin-api";
import { AdminHeading, Loading } from "../ui";
import { useAdminData } from "../use-admin-data";
import { MiniChart } from "./MiniChart";
import { OperatorAlerts } from "./OperatorAlerts";
import { NO_REFUSALS, RefusalsCard } from "./RefusalsCard";

const EMPTY: AdminStats = {
  totals: { users: 0, creditBalance: 0, referrals: 0, rechargeYuan: "0" },
  daily: [],
  alerts: [],
  moderation: NO_REFUSALS,
};

export default function AdminDashboardPage() {
  const { data, setData } = useAdminData(ADMIN_STATS_KEY, adminApi.stats, EMPTY);
  const cards: { icon: IconName; label: string; value: string | null; id: string }[] = [
    { id: "users", icon: "users", label: m.admin_stat_users(), value: data && formatNumber(data.totals.users) },
    {
      id: "credits",
      icon: "coins",
      label: m.admin_stat_credit_balance(),
      value: data && formatNumber(data.totals.creditBalance),
    },
    {
      id: "referrals",
      icon: "gift",
      label: m.admin_stat_referrals(),
      value: data && formatNumber(data.totals.referrals),
    },
    {
      id: "recharge",
      icon: "receipt",
      label: m.admin_stat_recharge(),
      value: data && formatMoney(data.totals.rechargeYuan),
    },
  ];
  const daily = data?.daily ?? [];
  const spent = daily.map((d) => ({ label: formatDayMonth(d.date), value: d.creditsSpent }));
  const signUps = daily.map((d) => ({ label: formatDayMonth(d.date), value: d.signUps }));
  const sum = (points: { value: number }[]) => formatNumber(points.reduce((a, p) => a + p.value, 0));

  return (
    <div className="mx-auto max-w-6xl space-y-6">
      <AdminHeading title={m.admin_nav_dashboard()} subtitle={m.admin_dashboard_subtitle()} />
      <OperatorAlerts
        alerts={data?.alerts ?? []}
        onDismissed={(id) => setData((d) => d && { ...d, alerts: d.alerts.filter((a) => a.id !== id) })}
      />
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {cards.map((c) => (
          <div key={c.id} className="card border border-base-300 bg-base-100">
            <div className="card-body flex-row items-center gap-4">
              <div className="rounded-box bg-primary/10 p-3 text-primary">
                <Icon name={c.icon} className="size-6" />
              </div>
              <div className="min-w-0">
                <p className="text-sm text-base-content/60">{c.label}</p>
                {c.value === null ? (
                  <span className="skeleton mt-1 block h-7 w-20" />
                ) : (
                  <p className="text-2xl font-bold" dir="ltr" data-testid={`admin-stat-${c.id}`}>
                    {c.value}
                  </p>
                )}
              </div>
            </div>
          </div>
        ))}
      </div>
      <div className="grid gap-4 lg:grid-cols-2">
        {[
          { id: "spent", kind: "bar" as const, title: m.admin_chart_credits_spent(), points: spent },
          { id: "signups", kind: "line" as const, title: m.admin_chart_sign_ups(), points: signUps },
        ].map((chart) => (
          <section key={chart.id} className="card border border-base-300 bg-base-100">
            <div className="card-body">
              <h2 className="card-title text-base">{chart.title}</h2>
              <p className="text-sm text-base-content/60">{m.admin_chart_total_30d({ total: sum(chart.points) })}</p>
              {data === null ? (
                <Loading />
              ) : (
                <MiniChart
                  kind={chart.kind}
                  points={chart.points}
                  title={chart.title}
                  summary={m.admin_chart_total_30d({ total: sum(chart.points) })}
                  testId={`admin-chart-${chart.id}`}
                />
              )}
            </div>
          </section>
        ))}
      </div>
      <RefusalsCard counts={data ? data.moderation : null} />
    </div>
  );
}
