// The style editor's form state: blank for a new style, copied from an existing one for edits,
// checked (id shape on create, zh-CN name, prompt) and turned into the API's body.
import { m } from "@/paraglide/messages.js";
import { STYLE_GROUPS } from "@/lib/styles";
import { intlLocale } from "@/lib/format";
import { LANGUAGES } from "@/lib/i18n";
import { isStyleId } from "../../../../shared/style-id";
import type { AdminStyle, LocalizedText, StyleInput } from "../admin-api";

export type StyleForm = {
  id: string;
  groupId: string;
  icon: string;
  name: LocalizedText;
  description: LocalizedText;
  prompt: string;
};

export const GROUP_LABELS: Record<string, () => string> = {
  modern: m.art_group_modern,
  classical: m.art_group_classical,
  western: m.art_group_western,
  eastern: m.art_group_eastern,
  design: m.art_group_design,
};

export const groupLabel = (id: string) => GROUP_LABELS[id]?.() ?? id;

export function toForm(style: AdminStyle | null): StyleForm {
  if (!style) return { id: "", groupId: STYLE_GROUPS[0], icon: "🎨", name: {}, description: {}, prompt: "" };
  return {
    id: style.id,
    groupId: style.groupId,
    icon: style.icon,
    name: { ...style.name },
    description: { ...style.description },
    prompt: style.prompt,
  };
}

/** The first problem with the form, or null when it can be saved. */
export function formError(form: StyleForm, creating: boolean): string | null {
  if (creating && !isStyleId(form.id.trim())) return m.admin_style_id_invalid();
  if (!form.name["zh-CN"]?.trim()) return m.admin_style_name_required();
  if (!form.prompt.trim()) return m.admin_style_prompt_required();
  return null;
}

const clean = (text: LocalizedText) =>
  Object.fromEntries(
    Object.entries(text)
      .map(([k, v]) => [k, v.trim()])
      .filter(([, v]) => v),
  );

export function toInput(form: StyleForm): StyleInput {
  return {
    id: form.id.trim(),
    groupId: form.groupId,
    icon: form.icon.trim() || undefined,
    name: clean(form.name),
    description: clean(form.description),
    prompt: form.prompt.trim(),
  };
}

/**
 * The languages (other than zh-CN, which is required) that have no name yet: their users see the
 * Chinese name until an admin adds one, so the dialog says which (issue 27, item 25). Null when
 * every language has a name.
 */
export function missingNames(form: StyleForm): string | null {
  const missing = LANGUAGES.slice(1).filter((lang) => !form.name[lang.code]?.trim());
  if (missing.length === 0) return null;
  const languages = new Intl.ListFormat(intlLocale(), { type: "unit", style: "narrow" }).format(
    missing.map((lang) => lang.name),
  );
  return m.admin_style_missing_names({ languages });
}
