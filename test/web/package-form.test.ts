// The package editor's form judges fields by the Worker's rules (test/worker/admin-packages.test.ts
// sends the same kinds of input) and sends a seed package's "use the translated name" as name: null.
import { beforeAll, describe, expect, it } from "vitest";
import { formErrors, toForm, toInput, toPatch } from "@/features/admin/packages/package-form";
import { packageName } from "@/lib/package-names";
import type { AdminPackage } from "@/features/admin/admin-api";
import { setLocale } from "@/paraglide/runtime.js";

beforeAll(() => setLocale("en-US", { reload: false }));

const advanced: AdminPackage = {
  id: "advanced",
  name: null,
  seed: true,
  credits: 20,
  priceYuan: "29.90",
  popular: true,
  enabled: true,
  sortOrder: 2,
  updatedAt: "2026-11-24T00:00:00.000Z",
};
const own: AdminPackage = { ...advanced, id: "pkg_abcd1234", name: "Studio", seed: false, popular: false };

describe("the package form", () => {
  it("shows a seed package under its translated name until it has its own", () => {
    expect(packageName(advanced)).toBe("Advanced");
    expect(packageName({ ...advanced, name: "超值进阶包" })).toBe("超值进阶包");
    expect(toForm(advanced, 4)).toMatchObject({
      translated: true,
      name: "",
      credits: "20",
      price: "29.90",
      sortOrder: "2",
    });
  });

  it("a new package starts blank at the next place and asks for a name, credits and a price", () => {
    const form = toForm(null, 4);
    expect(form).toMatchObject({ translated: false, enabled: true, popular: false, sortOrder: "4" });
    expect(Object.keys(formErrors(form, false)).sort()).toEqual(["credits", "name", "price"]);
  });

  it.each([
    ["credits", "0"],
    ["credits", "1.5"],
    ["credits", "100001"],
    ["price", "9.999"],
    ["price", "0"],
    ["price", "100000.01"],
    ["sortOrder", "-1"],
    ["sortOrder", "1001"],
    ["name", "x".repeat(41)],
    ["name", "   "],
  ] as const)("refuses %s = %j", (field, value) => {
    const form = { ...toForm(own, 0), [field === "price" ? "price" : field]: value };
    expect(Object.keys(formErrors(form, false))).toEqual([field]);
  });

  it("takes the limits themselves and sends the price as typed", () => {
    const form = { ...toForm(own, 0), name: " Big ", credits: "100000", price: "100000", sortOrder: "1000" };
    expect(formErrors(form, false)).toEqual({});
    expect(toInput(form)).toEqual({
      name: "Big",
      credits: 100000,
      priceYuan: "100000",
      popular: false,
      enabled: true,
      sortOrder: 1000,
    });
  });

  it("sends name: null only for a seed package set to its translated name", () => {
    expect(formErrors(toForm(advanced, 0), true)).toEqual({});
    expect(toPatch(toForm(advanced, 0), "advanced").name).toBeNull();
    expect(toPatch({ ...toForm(advanced, 0), translated: false, name: "Pro 20" }, "advanced").name).toBe("Pro 20");
    // A package of the admin's own has no translated name to fall back on.
    expect(formErrors({ ...toForm(own, 0), translated: true, name: "" }, false)).toHaveProperty("name");
  });
});
