// /admin/settings (系统配置): provider keys, the AI engines (who serves each job, the Workers AI
// switch), invite-only sign-up and the two referral rewards; below, the list of refused terms
// (ModerationCard, saved on its own).
// States: loading → editable ⇄ saving; a failed load offers a retry. A save with a new key tests
// it first ("testing key…"); a refused key's reason shows under its field, and a key that could
// not be tested asks once more before it is saved untested (decision 30).
import { useCallback, useEffect, useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { errorMessage } from "@/lib/error-messages";
import { queryClient } from "@/lib/query-client";
import { MAX_REFERRAL_REWARD } from "../../../../shared/credit-limits";
import { adminApi, type AdminSettings } from "../admin-api";
import { AdminHeading, Loading } from "../ui";
import { EnginesCard } from "./EnginesCard";
import { ModerationCard } from "./ModerationCard";
import { KeyField, keyPatch, NO_EDIT, type KeyEdit } from "./KeyField";
import { keyTestRefusal, type KeyProblems, type KeyTestRefusal } from "./key-test-refusal";
import { readReward } from "./reward-input";
import { RewardField } from "./RewardField";

type Status = "loading" | "failed" | "editable" | "saving";

/** Two sentences in a row: Chinese and Japanese put no space after their full stop. */
const sentences = (first: string, second: string) =>
  /[\u3000-\u303f\uff00-\uffef]$/.test(first) ? first + second : `${first} ${second}`;

export default function AdminSettingsPage() {
  const [status, setStatus] = useState<Status>("loading");
  const [saved, setSaved] = useState<AdminSettings | null>(null);
  const [gemini, setGemini] = useState<KeyEdit>(NO_EDIT);
  const [openai, setOpenai] = useState<KeyEdit>(NO_EDIT);
  const [workersAiEnabled, setWorkersAiEnabled] = useState(true);
  const [referralRequired, setReferralRequired] = useState(false);
  // As typed: a reward field may be empty or hold "-" while the admin edits it.
  const [inviterReward, setInviterReward] = useState("");
  const [inviteeReward, setInviteeReward] = useState("");
  const [keyProblems, setKeyProblems] = useState<KeyProblems>({});
  /** The key test could not run: the admin is asked whether to save untested. */
  const [untested, setUntested] = useState<{ refusal: KeyTestRefusal; text: string } | null>(null);
  /** The refused key's field, brought into view once the form is editable again. */
  const [refusedField, setRefusedField] = useState<keyof KeyProblems | null>(null);

  const show = useCallback((s: AdminSettings) => {
    setSaved(s);
    setGemini(NO_EDIT);
    setOpenai(NO_EDIT);
    setWorkersAiEnabled(s.workersAi.enabled);
    setReferralRequired(s.referralRequired);
    setInviterReward(String(s.inviterReward));
    setInviteeReward(String(s.inviteeReward));
    setKeyProblems({});
    setStatus("editable");
  }, []);

  const load = useCallback(() => {
    setStatus("loading");
    adminApi.settings().then(show, () => {
      setStatus("failed");
      toast.error(m.admin_load_failed(), { description: m.admin_settings_load_failed_desc() });
    });
  }, [show]);

  useEffect(load, [load]);

  useEffect(() => {
    if (!refusedField || status !== "editable") return;
    document.getElementById(`settings-${refusedField}-key`)?.focus();
    setRefusedField(null);
  }, [refusedField, status]);

  const inviter = readReward(inviterReward);
  const invitee = readReward(inviteeReward);
  const rewardsValid = "value" in inviter && "value" in invitee;

  const geminiPatch = keyPatch(gemini);
  const openaiPatch = keyPatch(openai);
  const testingKeys = status === "saving" && (typeof geminiPatch === "string" || typeof openaiPatch === "string");

  async function save(saveWithoutTest = false) {
    if (!("value" in inviter && "value" in invitee)) return;
    setStatus("saving");
    setUntested(null);
    try {
      show(
        await adminApi.saveSettings({
          geminiKey: geminiPatch,
          openaiKey: openaiPatch,
          workersAiEnabled,
          referralRequired,
          inviterReward: inviter.value,
          inviteeReward: invitee.value,
          ...(saveWithoutTest ? { saveWithoutTest: true } : {}),
        }),
      );
      // Which engine serves each job may have changed: the studios ask again.
      void queryClient.invalidateQueries({ queryKey: ["capabilities"] });
      toast.success(m.admin_settings_saved(), { description: m.admin_settings_saved_desc() });
    } catch (error) {
      setStatus("editable");
      const refusal = keyTestRefusal(error);
      if (!refusal) {
        toast.error(m.admin_settings_save_failed(), { description: m.admin_settings_save_failed_desc() });
        return;
      }
      // Nothing was saved: the form keeps every edit, and each refused key says why under it.
      setKeyProblems(refusal.problems);
      if (refusal.untested) setUntested({ refusal, text: errorMessage(error) });
      else {
        setRefusedField((Object.keys(refusal.problems) as (keyof KeyProblems)[])[0] ?? null);
        toast.error(m.admin_settings_save_failed());
      }
    }
  }

  /** An edited key is a new question: its old refusal goes. */
  const editKey = (id: keyof KeyProblems, set: (e: KeyEdit) => void) => (e: KeyEdit) => {
    set(e);
    setKeyProblems((p) => ({ ...p, [id]: undefined }));
  };

  const busy = status === "saving";
  return (
    <div className="mx-auto max-w-3xl space-y-4" data-state={status} data-testid="admin-settings">
      <AdminHeading title={m.admin_nav_settings()} subtitle={m.admin_settings_subtitle()} />
      {status === "loading" && <Loading />}
      {status === "failed" && (
        <div className="card border border-base-300 bg-base-100">
          <div className="card-body items-center text-center">
            <p className="text-base-content/70">{m.admin_settings_load_failed_desc()}</p>
            <button type="button" className="btn btn-outline btn-sm" onClick={load} data-testid="settings-retry">
              {m.admin_retry()}
            </button>
          </div>
        </div>
      )}
      {saved && (status === "editable" || status === "saving") && (
        <form
          className="space-y-4"
          onSubmit={(e) => {
            e.preventDefault();
            if (!busy) void save();
          }}
        >
          <section className="card border border-base-300 bg-base-100">
            <div className="card-body gap-4">
              <h2 className="card-title text-base">{m.admin_settings_ai_keys()}</h2>
              <p className="text-sm text-base-content/60">{m.admin_settings_ai_keys_hint()}</p>
              <KeyField
                id="gemini"
                label="Google Gemini"
                state={saved.geminiKey}
                edit={gemini}
                onChange={editKey("gemini", setGemini)}
                disabled={busy}
                testing={testingKeys && typeof geminiPatch === "string"}
                problem={keyProblems.gemini}
              />
              <KeyField
                id="openai"
                label="OpenAI"
                state={saved.openaiKey}
                edit={openai}
                onChange={editKey("openai", setOpenai)}
                disabled={busy}
                testing={testingKeys && typeof openaiPatch === "string"}
                problem={keyProblems.openai}
              />
            </div>
          </section>
          <EnginesCard settings={saved} enabled={workersAiEnabled} onChange={setWorkersAiEnabled} disabled={busy} />
          <section className="card border border-base-300 bg-base-100">
            <div className="card-body gap-4">
              <h2 className="card-title text-base">{m.admin_settings_referrals()}</h2>
              <label className="flex items-start justify-between gap-4">
                <span>
                  <span className="block font-medium">{m.admin_settings_invite_only()}</span>
                  <span className="text-sm text-base-content/60">{m.admin_settings_invite_only_hint()}</span>
                </span>
                <input
                  type="checkbox"
                  className="toggle toggle-primary"
                  checked={referralRequired}
                  onChange={(e) => setReferralRequired(e.target.checked)}
                  disabled={busy}
                  data-testid="settings-invite-only"
                />
              </label>
              <div className="grid gap-4 sm:grid-cols-2">
                <RewardField
                  id="inviter"
                  label={m.admin_settings_inviter_reward()}
                  text={inviterReward}
                  onChange={setInviterReward}
                  disabled={busy}
                />
                <RewardField
                  id="invitee"
                  label={m.admin_settings_invitee_reward()}
                  text={inviteeReward}
                  onChange={setInviteeReward}
                  disabled={busy}
                />
              </div>
              <p className="text-xs text-base-content/60">
                {m.admin_settings_reward_range({ max: MAX_REFERRAL_REWARD })}
              </p>
            </div>
          </section>
          <div className="flex justify-end">
            <button
              type="submit"
              className="btn btn-primary"
              disabled={busy || !rewardsValid}
              data-testid="settings-save"
            >
              {busy && <span className="loading loading-spinner loading-sm" />}
              {testingKeys ? m.admin_settings_key_testing() : busy ? m.admin_saving() : m.admin_save()}
            </button>
          </div>
        </form>
      )}
      {untested && (
        <ConfirmDialog
          open
          title={m.admin_settings_key_untested_title()}
          body={sentences(
            untested.text,
            m.admin_settings_key_untested_risk({ provider: untested.refusal.providers.join(", ") }),
          )}
          confirmLabel={m.admin_settings_save_without_test()}
          onConfirm={() => void save(true)}
          onCancel={() => setUntested(null)}
        />
      )}
      <ModerationCard />
    </div>
  );
}
