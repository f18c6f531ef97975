// Create or edit an art style: id (create only), group, icon, names and descriptions per
// language (zh-CN required, the other 14 in a disclosure) and the transformation prompt.
import { useEffect, useId, useRef, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { LANGUAGES } from "@/lib/i18n";
import { STYLE_GROUPS } from "@/lib/styles";
import { adminApi, type AdminStyle } from "../admin-api";
import { adminErrorMessage } from "../admin-errors";
import { LocaleFields } from "./LocaleFields";
import { formError, groupLabel, missingNames, toForm, toInput, type StyleForm } from "./style-form";

/** `target`: undefined = closed, null = create, a style = edit it. */
export function StyleDialog({
  target,
  onClose,
  onSaved,
}: {
  target: AdminStyle | null | undefined;
  onClose: () => void;
  onSaved: () => void;
}) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [form, setForm] = useState<StyleForm>(() => toForm(null));
  const [busy, setBusy] = useState(false);
  const [touched, setTouched] = useState(false);
  const creating = target === null;

  useEffect(() => {
    if (target === undefined) {
      ref.current?.close();
      return;
    }
    setForm(toForm(target));
    setTouched(false);
    ref.current?.showModal();
  }, [target]);

  const problem = formError(form, creating);
  const untranslated = missingNames(form);
  const groups = [...STYLE_GROUPS, ...(STYLE_GROUPS.includes(form.groupId as never) ? [] : [form.groupId])];

  async function submit(e: FormEvent) {
    e.preventDefault();
    setTouched(true);
    if (problem || busy || target === undefined) return;
    setBusy(true);
    try {
      const { id, ...rest } = toInput(form);
      if (target === null) await adminApi.createStyle({ id, ...rest });
      else await adminApi.updateStyle(target.id, rest);
      toast.success(m.admin_style_saved());
      onSaved();
      onClose();
    } catch (error) {
      toast.error(m.admin_style_save_failed(), { description: adminErrorMessage(error) });
    } finally {
      setBusy(false);
    }
  }

  return (
    <dialog ref={ref} className="modal" aria-labelledby={titleId} onClose={onClose} data-testid="style-dialog">
      {target !== undefined && (
        <form className="modal-box max-w-2xl space-y-3" onSubmit={submit} noValidate>
          <h3 id={titleId} className="text-lg font-bold">
            {creating ? m.admin_style_create_title() : m.admin_style_edit_title()}
          </h3>
          <div className="grid gap-3 sm:grid-cols-[2fr_2fr_1fr]">
            <label className="floating-label block">
              <span>{m.admin_style_id()}</span>
              <input
                className="input w-full font-mono"
                dir="ltr"
                placeholder={m.admin_style_id()}
                value={form.id}
                onChange={(e) => setForm({ ...form, id: e.target.value.toLowerCase() })}
                disabled={!creating || busy}
                data-testid="style-id"
              />
            </label>
            <label className="floating-label block">
              <span>{m.admin_style_group()}</span>
              <select
                className="select w-full"
                value={form.groupId}
                onChange={(e) => setForm({ ...form, groupId: e.target.value })}
                disabled={busy}
                data-testid="style-group"
              >
                {groups.map((g) => (
                  <option key={g} value={g}>
                    {groupLabel(g)}
                  </option>
                ))}
              </select>
            </label>
            <label className="floating-label block">
              <span>{m.admin_style_icon()}</span>
              <input
                className="input w-full"
                placeholder={m.admin_style_icon()}
                value={form.icon}
                onChange={(e) => setForm({ ...form, icon: e.target.value })}
                maxLength={8}
                disabled={busy}
                data-testid="style-icon"
              />
            </label>
          </div>
          {creating && <p className="text-xs text-base-content/60">{m.admin_style_id_hint()}</p>}
          <LocaleFields lang={LANGUAGES[0]} form={form} onChange={setForm} required disabled={busy} />
          <details
            className="collapse-arrow collapse rounded-box border border-base-300"
            data-testid="style-other-languages"
          >
            <summary className="collapse-title text-sm font-medium">
              {m.admin_style_other_languages({ count: LANGUAGES.length - 1 })}
            </summary>
            <div className="collapse-content grid gap-2 sm:grid-cols-2">
              {LANGUAGES.slice(1).map((lang) => (
                <LocaleFields key={lang.code} lang={lang} form={form} onChange={setForm} disabled={busy} />
              ))}
            </div>
          </details>
          {untranslated && (
            <p className="text-xs text-base-content/70" data-testid="style-missing-names">
              {untranslated}
            </p>
          )}
          <label className="block space-y-1">
            <span className="text-sm font-medium">{m.admin_style_prompt()}</span>
            <textarea
              className="textarea h-28 w-full"
              dir="ltr"
              placeholder={m.admin_style_prompt_placeholder()}
              value={form.prompt}
              onChange={(e) => setForm({ ...form, prompt: e.target.value })}
              maxLength={2000}
              disabled={busy}
              data-testid="style-prompt"
            />
          </label>
          {touched && problem && (
            <p className="text-sm text-error" role="alert">
              {problem}
            </p>
          )}
          <div className="modal-action">
            <button type="button" className="btn btn-ghost" onClick={onClose} disabled={busy}>
              {m.common_cancel()}
            </button>
            <button type="submit" className="btn btn-primary" disabled={busy} data-testid="style-save">
              {busy && <span className="loading loading-spinner loading-sm" />}
              {m.admin_save()}
            </button>
          </div>
        </form>
      )}
    </dialog>
  );
}
