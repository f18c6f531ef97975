// Record a manual (offline) recharge: the user's email, the amount paid in yuan, the credits
// granted and an optional note. Calls onRecorded after the server accepts it.
import { useAtomValue, useSetAtom } from "jotai";
import { useState, type FormEvent } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { loadSessionAtom, meAtom } from "@/lib/session";
import { useIntentKey } from "@/lib/use-intent-key";
import { adminApi } from "../admin-api";
import { adminErrorMessage } from "../admin-errors";
import { rechargeAmount } from "./recharge-amount";

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function RechargeForm({ onRecorded }: { onRecorded: () => void }) {
  const [email, setEmail] = useState("");
  const [amount, setAmount] = useState("");
  const [credits, setCredits] = useState("");
  const [note, setNote] = useState("");
  const [busy, setBusy] = useState(false);
  const me = useAtomValue(meAtom);
  const reloadSession = useSetAtom(loadSessionAtom);
  // One key per recharge as entered: a retry after a lost answer cannot grant twice.
  const intent = useIntentKey([email, amount, credits, note]);

  const amountYuan = rechargeAmount(amount);
  const amountError = amount.trim() !== "" && amountYuan === null;
  const creditCount = Number(credits);
  const valid = EMAIL.test(email.trim()) && amountYuan !== null && Number.isInteger(creditCount) && creditCount > 0;

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!valid || amountYuan === null || busy) return;
    setBusy(true);
    try {
      await adminApi.addRecharge(
        { email: email.trim(), amountYuan, credits: creditCount, note: note.trim() || undefined },
        intent.take(),
      );
      toast.success(m.admin_recharge_success(), {
        description: m.admin_recharge_success_desc({ email: email.trim(), credits: creditCount }),
      });
      setEmail("");
      setAmount("");
      setCredits("");
      setNote("");
      onRecorded();
      if (me && me.user.email.toLowerCase() === email.trim().toLowerCase()) void reloadSession();
    } catch (error) {
      toast.error(m.admin_recharge_failed(), { description: adminErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  const field = "floating-label block";
  return (
    <form className="card border border-base-300 bg-base-100" onSubmit={submit} data-testid="recharge-form">
      <div className="card-body gap-3">
        <h2 className="card-title text-base">{m.admin_recharge_form_title()}</h2>
        <p className="text-sm text-base-content/60">{m.admin_recharge_form_hint()}</p>
        <div className="grid gap-3 sm:grid-cols-2 lg:grid-cols-4">
          <label className={field}>
            <span>{m.admin_recharge_email()}</span>
            <input
              type="email"
              className="input w-full"
              placeholder={m.admin_recharge_email()}
              value={email}
              onChange={(e) => setEmail(e.target.value)}
              disabled={busy}
              required
              data-testid="recharge-email"
            />
          </label>
          <div>
            <label className={field}>
              <span>{m.admin_recharge_amount()}</span>
              <input
                type="text"
                inputMode="decimal"
                className={`input w-full ${amountError ? "input-error" : ""}`}
                placeholder={m.admin_recharge_amount()}
                value={amount}
                onChange={(e) => setAmount(e.target.value)}
                disabled={busy}
                required
                aria-invalid={amountError}
                aria-describedby={amountError ? "recharge-amount-error" : undefined}
                data-testid="recharge-amount"
              />
            </label>
            {amountError && (
              <p
                id="recharge-amount-error"
                className="mt-1 text-xs text-error"
                role="alert"
                data-testid="recharge-amount-error"
              >
                {m.admin_recharge_amount_invalid()}
              </p>
            )}
          </div>
          <label className={field}>
            <span>{m.admin_recharge_credits()}</span>
            <input
              type="number"
              min={1}
              step={1}
              className="input w-full"
              placeholder={m.admin_recharge_credits()}
              value={credits}
              onChange={(e) => setCredits(e.target.value)}
              disabled={busy}
              required
              data-testid="recharge-credits"
            />
          </label>
          <label className={field}>
            <span>{m.admin_recharge_note()}</span>
            <input
              className="input w-full"
              placeholder={m.admin_recharge_note()}
              value={note}
              onChange={(e) => setNote(e.target.value)}
              maxLength={200}
              disabled={busy}
              data-testid="recharge-note"
            />
          </label>
        </div>
        <div className="card-actions justify-end">
          <button type="submit" className="btn btn-primary" disabled={!valid || busy} data-testid="recharge-submit">
            {busy && <span className="loading loading-spinner loading-sm" />}
            {m.admin_recharge_submit()}
          </button>
        </div>
      </div>
    </form>
  );
}
