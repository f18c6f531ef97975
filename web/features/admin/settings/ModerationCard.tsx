// /admin/settings: the list of refused terms (one per line), saved on its own, and whether
// Llama Guard checks text on this deployment too (decision 0025).
import { useEffect, useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { REFUSED_TERM_MAX_LENGTH, REFUSED_TERMS_MAX } from "../../../../shared/moderation";
import { adminApi, type ModerationSettings } from "../admin-api";
import { adminErrorMessage } from "../admin-errors";
import { Loading } from "../ui";

const linesOf = (text: string) =>
  text
    .split(/\r?\n/)
    .map((line) => line.trim())
    .filter(Boolean);

export function ModerationCard() {
  const [saved, setSaved] = useState<ModerationSettings | null>(null);
  const [text, setText] = useState("");
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    adminApi.moderation().then(
      (s) => {
        setSaved(s);
        setText(s.terms.join("\n"));
      },
      (error) => toast.error(m.admin_load_failed(), { description: adminErrorMessage(error) }),
    );
  }, []);

  const terms = linesOf(text);
  const valid = terms.length <= REFUSED_TERMS_MAX && terms.every((t) => t.length <= REFUSED_TERM_MAX_LENGTH);

  async function save() {
    setBusy(true);
    try {
      const next = await adminApi.saveModeration(terms);
      setSaved(next);
      setText(next.terms.join("\n"));
      toast.success(m.admin_moderation_saved({ count: next.terms.length }));
    } catch (error) {
      toast.error(m.admin_settings_save_failed(), { description: adminErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <section className="card border border-base-300 bg-base-100" data-testid="admin-moderation">
      <div className="card-body gap-3">
        <h2 className="card-title text-base">{m.admin_moderation_title()}</h2>
        <p className="text-sm text-base-content/60">{m.admin_moderation_hint()}</p>
        {!saved ? (
          <Loading />
        ) : (
          <form
            className="space-y-3"
            onSubmit={(e) => {
              e.preventDefault();
              if (!busy && valid) void save();
            }}
          >
            <label className="fieldset">
              <span className="fieldset-legend">{m.admin_moderation_terms_label()}</span>
              <textarea
                className="textarea h-40 w-full"
                value={text}
                onChange={(e) => setText(e.target.value)}
                disabled={busy}
                data-testid="moderation-terms"
              />
            </label>
            <p className="text-xs text-base-content/60">
              {saved.llamaGuard ? m.admin_moderation_llama_guard() : m.admin_moderation_no_llama_guard()}
            </p>
            <div className="flex justify-end">
              <button type="submit" className="btn btn-primary" disabled={busy || !valid} data-testid="moderation-save">
                {busy && <span className="loading loading-spinner loading-sm" />}
                {busy ? m.admin_saving() : m.admin_save()}
              </button>
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
