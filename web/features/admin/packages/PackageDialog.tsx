// Create or edit a credit package: name (a seed package may use its translated name instead),
// credits, price in yuan, the "most popular" badge, on/off sale and its place in the list.
import { useEffect, useId, useRef, useState, type FormEvent, type ReactNode } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { packageName } from "@/lib/package-names";
import { MAX_PACKAGE_SORT_ORDER, isSeedPackage } from "../../../../shared/credit-packages";
import { adminApi, type AdminPackage } from "../admin-api";
import { adminErrorMessage } from "../admin-errors";
import { formErrors, toForm, toInput, toPatch, type PackageField, type PackageForm } from "./package-form";

/** `target`: undefined = closed, null = create, a package = edit it. `nextOrder`: a new package's default place. */
export function PackageDialog({
  target,
  nextOrder,
  onClose,
  onSaved,
}: {
  target: AdminPackage | null | undefined;
  nextOrder: number;
  onClose: () => void;
  onSaved: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [form, setForm] = useState<PackageForm>(() => toForm(null, nextOrder));
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const seed = target ? isSeedPackage(target.id) : false;

  useEffect(() => {
    if (target === undefined) {
      ref.current?.close();
      return;
    }
    setForm(toForm(target, nextOrder));
    setTouched(false);
    ref.current?.showModal();
  }, [target, nextOrder]);

  const errors = formErrors(form, seed);
  const shown = (field: PackageField) => (touched ? errors[field] : undefined);

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (Object.keys(errors).length || busy || target === undefined) return;
    setBusy(true);
    try {
      if (target === null) await adminApi.createPackage(toInput(form));
      else await adminApi.updatePackage(target.id, toPatch(form, target.id));
      toast.success(m.admin_package_saved());
      onSaved();
      onClose();
    } catch (error) {
      toast.error(m.admin_package_save_failed(), { description: adminErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  const set = (patch: Partial<PackageForm>) => setForm({ ...form, ...patch });
  const usesTranslated = seed && form.translated;
  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onClose={onClose} data-testid="package-dialog">
      {target !== undefined && (
        <form className="modal-box max-w-lg space-y-3" onSubmit={submit} noValidate>
          <h3 id={titleId} className="text-lg font-bold">
            {target === null ? m.admin_package_create() : m.admin_package_edit_title()}
          </h3>
          <Field label={m.admin_package_name()} error={shown("name")} testId="package-name">
            {(props) => (
              <input
                {...props}
                className={`input w-full ${props["aria-invalid"] ? "input-error" : ""}`}
                value={usesTranslated && target ? packageName({ ...target, name: null }) : form.name}
                onChange={(e) => set({ name: e.target.value })}
                disabled={busy || usesTranslated}
              />
            )}
          </Field>
          {seed && (
            <label className="flex items-center gap-2 text-sm">
              <input
                type="checkbox"
                className="checkbox checkbox-sm"
                checked={form.translated}
                onChange={(e) => set({ translated: e.target.checked })}
                disabled={busy}
                data-testid="package-use-translated"
              />
              {m.admin_package_use_translated()}
            </label>
          )}
          {!usesTranslated && <p className="text-xs text-base-content/60">{m.admin_package_name_hint()}</p>}
          <div className="grid gap-3 sm:grid-cols-2">
            <Field label={m.admin_package_credits()} error={shown("credits")} testId="package-credits">
              {(props) => (
                <input
                  {...props}
                  type="text"
                  inputMode="numeric"
                  className={`input w-full ${props["aria-invalid"] ? "input-error" : ""}`}
                  value={form.credits}
                  onChange={(e) => set({ credits: e.target.value })}
                  disabled={busy}
                />
              )}
            </Field>
            <Field label={m.admin_package_price()} error={shown("price")} testId="package-price">
              {(props) => (
                <input
                  {...props}
                  type="text"
                  inputMode="decimal"
                  className={`input w-full ${props["aria-invalid"] ? "input-error" : ""}`}
                  value={form.price}
                  onChange={(e) => set({ price: e.target.value })}
                  disabled={busy}
                />
              )}
            </Field>
          </div>
          <Field
            label={m.admin_col_order()}
            error={shown("sortOrder")}
            hint={m.admin_package_order_hint({ max: MAX_PACKAGE_SORT_ORDER })}
            testId="package-order"
          >
            {(props) => (
              <input
                {...props}
                type="text"
                inputMode="numeric"
                className={`input w-full sm:w-40 ${props["aria-invalid"] ? "input-error" : ""}`}
                value={form.sortOrder}
                onChange={(e) => set({ sortOrder: e.target.value })}
                disabled={busy}
              />
            )}
          </Field>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="checkbox checkbox-sm"
              checked={form.popular}
              onChange={(e) => set({ popular: e.target.checked })}
              disabled={busy}
              data-testid="package-popular"
            />
            {m.admin_package_popular()}
          </label>
          <label className="flex items-center gap-2 text-sm">
            <input
              type="checkbox"
              className="toggle toggle-sm toggle-success"
              checked={form.enabled}
              onChange={(e) => set({ enabled: e.target.checked })}
              disabled={busy}
              data-testid="package-enabled"
            />
            {m.admin_package_enable_label()}
          </label>
          <div className="modal-action">
            <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
              {m.common_cancel()}
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy} data-testid="package-save">
              {busy && <span className="loading loading-spinner loading-sm" />}
              {m.admin_save()}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}

type InputProps = { id: string; "aria-invalid": boolean; "aria-describedby"?: string; "data-testid": string };

/** A labelled input with its hint and, once the admin tried to save, what is wrong with it. */
function Field({
  label,
  error,
  hint,
  testId,
  children,
}: {
  label: string;
  error?: string;
  hint?: string;
  testId: string;
  children: (props: InputProps) => ReactNode;
}) {
  const id = useId();
  const note = error ?? hint;
  return (
    <div className="space-y-1">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      {children({
        id,
        "aria-invalid": Boolean(error),
        "aria-describedby": note ? `${id}-note` : undefined,
        "data-testid": testId,
      })}
      {note && (
        <p
          id={`${id}-note`}
          className={`text-xs ${error ? "text-error" : "text-base-content/60"}`}
          role={error ? "alert" : undefined}
          data-testid={error ? `${testId}-error` : undefined}
        >
          {note}
        </p>
      )}
    </div>
  );
}
