// The admin route takes exactly the style ids the admin form takes (both read shared/style-id.ts;
// test/web/style-id-form.test.ts checks the form with the same list).
import { describe, expect, it } from "vitest";
import { BAD_STYLE_IDS, GOOD_STYLE_IDS } from "../shared/style-id-samples";
import { ok, refusal } from "./support/client";
import { newAdmin } from "./support/users";

const style = (id: string) => ({
  id,
  groupId: "eastern",
  name: { "zh-CN": `风格 ${id}` },
  prompt: "Redraw this photo as paper-cut art.",
});

describe("POST /api/admin/styles and the style id", () => {
  it("creates a style for every id the form accepts, and refuses every id it refuses", async () => {
    const admin = await newAdmin();
    for (const id of GOOD_STYLE_IDS) {
      const body = await ok(admin.api.admin.styles.$post({ json: style(id) }), 201);
      expect(body.style.id).toBe(id);
    }
    for (const id of BAD_STYLE_IDS) {
      expect(await refusal(admin.api.admin.styles.$post({ json: style(id) })), id).toMatchObject({
        status: 400,
        code: "VALIDATION_ERROR",
      });
    }
  });
});
