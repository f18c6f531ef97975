// What only the operator can fix, at the top of the admin dashboard: a retired or unknown model,
// a region the provider refuses, an OpenAI organization to verify, provider keys without the
// provider Worker to call them, no engine at all. Each says what to change; "dismiss" hides a failure's alert until
// it happens again (the missing Worker stays until it is deployed, a model's shutdown ahead until
// a deploy names another model).
import { useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { formatDate, formatDateTime, formatNumber } from "@/lib/format";
import { adminApi, type OperatorAlert } from "../admin-api";
import { adminErrorMessage } from "../admin-errors";

function describe(alert: OperatorAlert): string {
  const { provider, model, setting } = alert;
  if (alert.kind === "PROVIDERS_UNBOUND") return m.admin_alert_providers_unbound({ provider });
  if (alert.kind === "NO_ENGINE") return m.admin_alert_no_engine();
  if (alert.kind === "MODEL_SHUTDOWN_AHEAD")
    return m.admin_alert_model_shutdown({
      provider,
      model,
      setting,
      date: formatDate(`${alert.shutdownOn}T12:00:00Z`),
    });
  if (alert.kind === "REGION_REFUSED") return m.admin_alert_region_refused({ provider });
  if (alert.kind === "ORG_NOT_VERIFIED") return m.admin_alert_org_not_verified({ model, setting });
  return model
    ? m.admin_alert_model_unavailable({ provider, model, setting })
    : m.admin_alert_model_missing({ provider, setting });
}

const STATES: OperatorAlert["kind"][] = ["PROVIDERS_UNBOUND", "NO_ENGINE", "MODEL_SHUTDOWN_AHEAD"];
const isState = (alert: OperatorAlert) => STATES.includes(alert.kind);

export function OperatorAlerts({
  alerts,
  onDismissed,
}: {
  alerts: OperatorAlert[];
  onDismissed: (id: string) => void;
}) {
  const [busy, setBusy] = useState<string | null>(null);
  if (alerts.length === 0) return null;

  async function dismiss(id: string) {
    setBusy(id);
    try {
      await adminApi.dismissAlert(id);
      onDismissed(id);
    } catch (error) {
      toast.error(adminErrorMessage(error));
    } finally {
      setBusy(null);
    }
  }

  return (
    <section aria-labelledby="operator-alerts-title" className="space-y-2" data-testid="operator-alerts">
      <h2 id="operator-alerts-title" className="text-base font-semibold">
        {m.admin_alerts_title()}
      </h2>
      {alerts.map((alert) => (
        <div
          key={alert.id}
          role="alert"
          className="alert alert-warning items-start"
          data-testid={`operator-alert-${alert.kind}`}
        >
          <div className="min-w-0 space-y-1">
            <p className="break-words">{describe(alert)}</p>
            {/* A missing provider Worker or a shutdown ahead is a state of the deployment, not a failure seen: no count, nothing to dismiss. */}
            {!isState(alert) && (
              <p className="text-sm">
                {m.admin_alert_seen({ time: formatDateTime(new Date(alert.lastAt)), count: formatNumber(alert.count) })}
              </p>
            )}
          </div>
          {!isState(alert) && (
            <button
              type="button"
              className="btn btn-sm"
              disabled={busy === alert.id}
              onClick={() => void dismiss(alert.id)}
            >
              {m.admin_alert_dismiss()}
            </button>
          )}
        </div>
      ))}
    </section>
  );
}
