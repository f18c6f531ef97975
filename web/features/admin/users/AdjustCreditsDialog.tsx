// Grant (positive) or deduct (negative) credits for one user, with a required reason. A refusal is
// shown at its field (a deduction beyond the balance at the amount, which takes focus) and in a toast.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { ApiError } from "@/lib/api";
import { useIntentKey } from "@/lib/use-intent-key";
import { adminApi, type AdminUser } from "../admin-api";
import { adminErrorMessage } from "../admin-errors";

export function AdjustCreditsDialog({
  user,
  onClose,
  onAdjusted,
}: {
  user: AdminUser | null;
  onClose: () => void;
  onAdjusted: (id: string, balance: number) => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const hintId = useId();
  const errorId = useId();
  const [amount, setAmount] = useState("");
  const [reason, setReason] = useState("");
  const [busy, setBusy] = useState(false);
  // The server's refusal: of the amount (an overdraft) or of the whole form.
  const [refusal, setRefusal] = useState<{ field: "amount" | "form"; text: string } | null>(null);
  const amountInput = useRef<HTMLInputElement>(null);
  // One key per adjustment as entered: a retry after a lost answer cannot apply it twice.
  const intent = useIntentKey([user, amount, reason]);

  useEffect(() => {
    if (user) {
      setAmount("");
      setReason("");
      setRefusal(null);
      ref.current?.showModal();
    } else ref.current?.close();
  }, [user]);

  const value = Number(amount);
  const amountOk = amount.trim() !== "" && Number.isInteger(value) && value !== 0;
  const valid = amountOk && reason.trim() !== "";
  const amountWrong = (amount !== "" && !amountOk) || refusal?.field === "amount";

  async function submit(e: FormEvent) {
    e.preventDefault();
    if (!user || !valid || busy) return;
    setBusy(true);
    setRefusal(null);
    try {
      const { balance } = await adminApi.adjustCredits(user.id, value, reason.trim(), intent.take());
      onAdjusted(user.id, balance);
      toast.success(m.admin_adjust_success(), {
        description: m.admin_adjust_success_desc({ user: user.username, balance }),
      });
      onClose();
    } catch (error) {
      const text = adminErrorMessage(error);
      const overdraft = error instanceof ApiError && error.code === "INSUFFICIENT_CREDITS";
      setRefusal({ field: overdraft ? "amount" : "form", text });
      toast.error(m.admin_adjust_failed(), { description: text });
      // The form is enabled again once busy clears; then the amount can take focus.
      if (overdraft) setTimeout(() => amountInput.current?.focus());
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onClose={onClose} data-testid="adjust-credits-dialog">
      {user && (
        <form className="modal-box space-y-3" onSubmit={submit}>
          <h3 id={titleId} className="text-lg font-bold">
            {m.admin_adjust_title()}
          </h3>
          <p className="text-sm text-base-content/70">
            {m.admin_adjust_for({ user: user.username, balance: user.balance })}
          </p>
          <label className="floating-label block">
            <span>{m.admin_adjust_amount()}</span>
            <input
              type="number"
              step={1}
              ref={amountInput}
              className={`input w-full ${amountWrong ? "input-error" : ""}`}
              placeholder={m.admin_adjust_amount()}
              value={amount}
              onChange={(e) => {
                setAmount(e.target.value);
                setRefusal(null);
              }}
              aria-invalid={amountWrong}
              aria-describedby={`${hintId}${refusal?.field === "amount" ? ` ${errorId}` : ""}`}
              disabled={busy}
              required
              data-testid="adjust-credits-amount"
            />
          </label>
          {refusal?.field === "amount" && (
            <p id={errorId} className="text-sm text-error" data-testid="adjust-credits-amount-error">
              {refusal.text}
            </p>
          )}
          <p id={hintId} className={`text-xs ${amount !== "" && !amountOk ? "text-error" : "text-base-content/60"}`}>
            {m.admin_adjust_amount_hint()}
          </p>
          <label className="floating-label block">
            <span>{m.admin_adjust_reason()}</span>
            <input
              className="input w-full"
              placeholder={m.admin_adjust_reason()}
              value={reason}
              onChange={(e) => setReason(e.target.value)}
              maxLength={200}
              disabled={busy}
              required
              data-testid="adjust-credits-reason"
            />
          </label>
          {refusal?.field === "form" && (
            <p className="text-sm text-error" data-testid="adjust-credits-error">
              {refusal.text}
            </p>
          )}
          <div className="modal-action">
            <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
              {m.common_cancel()}
            </button>
            <button
              type="submit"
              className="btn btn-primary"
              disabled={!valid || busy}
              data-testid="adjust-credits-submit"
            >
              {busy && <span className="loading loading-spinner loading-sm" />}
              {m.admin_adjust_submit()}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
