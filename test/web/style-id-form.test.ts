// The admin style form judges a new style's id as the Worker's admin route does: the same ids
// pass and fail on both sides (test/worker/style-id-route.test.ts sends the same list).
import { beforeAll, describe, expect, it } from "vitest";
import { formError, toForm } from "@/features/admin/styles/style-form";
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
