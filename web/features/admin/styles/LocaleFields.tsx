// Name and description inputs for one language; the editor shows zh-CN openly and the other
// fourteen inside a disclosure.
import { m } from "@/paraglide/messages.js";
import type { LANGUAGES } from "@/lib/i18n";
import type { StyleForm } from "./style-form";

type Lang = (typeof LANGUAGES)[number];

export function LocaleFields({
  lang,
  form,
  onChange,
  required = false,
  disabled,
}: {
  lang: Lang;
  form: StyleForm;
  onChange: (f: StyleForm) => void;
  required?: boolean;
  disabled?: boolean;
}) {
  const set = (field: "name" | "description", value: string) =>
    onChange({ ...form, [field]: { ...form[field], [lang.code]: value } });
  return (
    <fieldset className="fieldset rounded-box border border-base-300 px-3 pb-3" lang={lang.code}>
      <legend className="fieldset-legend">
        <span aria-hidden="true">{lang.flag}</span> {lang.name}
        {required && <span className="text-error">*</span>}
      </legend>
      <input
        className="input input-sm w-full"
        placeholder={m.admin_style_name()}
        aria-label={`${m.admin_style_name()} (${lang.name})`}
        value={form.name[lang.code] ?? ""}
        onChange={(e) => set("name", e.target.value)}
        maxLength={60}
        required={required}
        disabled={disabled}
        data-testid={`style-name-${lang.code}`}
      />
      <input
        className="input input-sm w-full"
        placeholder={m.admin_style_description()}
        aria-label={`${m.admin_style_description()} (${lang.name})`}
        value={form.description[lang.code] ?? ""}
        onChange={(e) => set("description", e.target.value)}
        maxLength={200}
        disabled={disabled}
        data-testid={`style-description-${lang.code}`}
      />
    </fieldset>
  );
}
