// The admin style form judges a new style's id as the Worker's admin route does: the same ids
// pass and fail on both sides (test/worker/style-id-route.test.ts sends the same list).
import { beforeAll, describe, expect, it } from "vitest";
import { formError, missingNames, toForm } from "@/features/admin/styles/style-form";
import { LANGUAGES } from "@/lib/i18n";
import { m } from "@/paraglide/messages.js";
import { setLocale } from "@/paraglide/runtime.js";
import { BAD_STYLE_IDS, GOOD_STYLE_IDS } from "../shared/style-id-samples";

beforeAll(() => setLocale("en-US", { reload: false }));

const formFor = (id: string) => ({
  ...toForm(null),
  id,
  name: { "zh-CN": "新风格" },
  prompt: "Redraw this photo as paper-cut art.",
});

describe("the style form's id check", () => {
  it.each(GOOD_STYLE_IDS)("accepts %j", (id) => {
    expect(formError(formFor(id), true)).toBeNull();
  });

  it.each(BAD_STYLE_IDS)("refuses %j and says how an id is written", (id) => {
    expect(formError(formFor(id), true)).toBe(m.admin_style_id_invalid());
  });
});

describe("the style form's missing names", () => {
  it("names the languages that would show the Chinese name, and nothing once all have one", () => {
    const form = { ...toForm(null), name: { "zh-CN": "新风格", "en-US": "New style" } as Record<string, string> };
    const hint = missingNames(form);
    expect(hint).toContain("日本語");
    expect(hint).toContain("العربية");
    expect(hint).not.toContain("English");
    expect(hint).not.toContain("简体中文");
    const all = Object.fromEntries(LANGUAGES.map((lang) => [lang.code, `name ${lang.code}`]));
    expect(missingNames({ ...form, name: all })).toBeNull();
    expect(missingNames({ ...form, name: { ...all, "fr-FR": "  " } })).toContain("Français");
  });
});
