// Article 9 of China's labelling measures: downloads without the visible AI label only after the
// user accepts, once, that they label the picture themselves where they publish it. Shows whether
// (and when) they accepted, and lets them accept or withdraw. What it means: /ai-labels.
import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { Link } from "react-router";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { errorMessage } from "@/lib/error-messages";
import { formatDateTime } from "@/lib/format";
import { queryClient } from "@/lib/query-client";
import { acceptLabellingDuty, unlabelledConsentQuery, withdrawLabellingDuty } from "@/lib/unlabelled-downloads";

export function UnlabelledDownloadsSection() {
  const consent = useQuery(unlabelledConsentQuery, queryClient).data;
  const [busy, setBusy] = useState(false);

  async function change(action: () => Promise<unknown>) {
    setBusy(true);
    try {
      queryClient.setQueryData(unlabelledConsentQuery.queryKey, (await action()) as typeof consent);
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card bg-base-100 shadow-sm" data-testid="unlabelled-downloads">
      <div className="card-body gap-3">
        <h2 className="card-title text-lg">{m.ai_labels_consent_title()}</h2>
        <p className="text-sm text-base-content/70">{m.ai_labels_consent_desc()}</p>
        <Link to="/ai-labels" className="link link-primary text-sm w-fit">
          {m.ai_labels_link()}
        </Link>
        {consent?.accepted ? (
          <div className="flex flex-wrap items-center gap-3">
            <span className="badge badge-warning h-auto py-1" data-testid="unlabelled-accepted">
              {m.ai_labels_consent_accepted({ date: formatDateTime(consent.acceptedAt!) })}
            </span>
            <button
              type="button"
              className="btn btn-sm btn-outline"
              disabled={busy}
              onClick={() => change(withdrawLabellingDuty)}
              data-testid="unlabelled-withdraw"
            >
              {m.ai_labels_consent_withdraw()}
            </button>
          </div>
        ) : (
          <label className="flex cursor-pointer items-start gap-3 text-sm">
            <input
              type="checkbox"
              className="checkbox checkbox-sm mt-0.5"
              checked={false}
              disabled={busy || !consent}
              onChange={() => change(acceptLabellingDuty)}
              data-testid="unlabelled-accept"
            />
            <span>{m.ai_labels_consent_accept()}</span>
          </label>
        )}
      </div>
    </section>
  );
}
