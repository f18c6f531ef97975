// The back office's package editor (/api/admin/packages): admins see every package, disabled ones
// too, create and change them, and the credits page's own reading of the table follows; others are
// kept out; bad input is refused with the field it is about; a package's edit leaves orders alone.
import { describe, expect, it } from "vitest";
import { listPackages } from "../../worker/features/payments/service";
import { MAX_ADMIN_CREDITS } from "../../worker/features/admin/route-common";
import { MAX_RECHARGE_YUAN } from "../../shared/credit-limits";
import { clientFor, ok, rawJson, refusal } from "./support/client";
import { db, newAdmin, newUser } from "./support/users";

const SEEDS = [
  { id: "starter", name: null, seed: true, credits: 5, priceYuan: "9.90", popular: false, enabled: true, sortOrder: 1 },
  {
    id: "advanced",
    name: null,
    seed: true,
    credits: 20,
    priceYuan: "29.90",
    popular: true,
    enabled: true,
    sortOrder: 2,
  },
  {
    id: "professional",
    name: null,
    seed: true,
    credits: 50,
    priceYuan: "59.90",
    popular: false,
    enabled: true,
    sortOrder: 3,
  },
];

const list = async (cookie: string) => (await ok(clientFor(cookie).admin.packages.$get())).packages;

/** A refusal's status, code and the field it names. */
async function refused(res: Response) {
  const { status, code, details } = await refusal(res);
  return { status, code, field: details?.field };
}

describe("admin packages", () => {
  it("lists the three seed packages in order, with prices in yuan", async () => {
    const { cookie } = await newAdmin();
    expect(await list(cookie)).toEqual(SEEDS.map((s) => ({ ...s, updatedAt: expect.any(String) })));
  });

  it("keeps signed-out visitors (401) and non-admins (403) out of every route", async () => {
    const user = await newUser();
    for (const cookie of [undefined, user.cookie]) {
      const api = clientFor(cookie).admin.packages;
      const expected = cookie ? { status: 403, code: "FORBIDDEN" } : { status: 401, code: "UNAUTHORIZED" };
      expect(await refusal(api.$get())).toMatchObject(expected);
      expect(await refusal(api.$post({ json: { name: "Sneaky", credits: 1000, priceYuan: "0.01" } }))).toMatchObject(
        expected,
      );
      expect(
        await refusal(api[":id"].$patch({ param: { id: "advanced" }, json: { priceYuan: "0.01" } })),
      ).toMatchObject(expected);
    }
    expect((await listPackages(db(), { enabledOnly: false })).map((p) => p.priceCents)).toEqual([990, 2990, 5990]);
  });

  it("creates a package with a pkg_ id, after the others unless given a place", async () => {
    const { cookie } = await newAdmin();
    const api = clientFor(cookie).admin.packages;
    const { package: created } = await ok(
      api.$post({ json: { name: "  Studio pack  ", credits: 200, priceYuan: "199" } }),
      201,
    );
    expect(created).toMatchObject({
      name: "Studio pack",
      seed: false,
      credits: 200,
      priceYuan: "199.00",
      popular: false,
      enabled: true,
      sortOrder: 4,
    });
    expect(created.id).toMatch(/^pkg_[a-z0-9]{8}$/);

    const { package: first } = await ok(
      api.$post({ json: { name: "早鸟", credits: 1, priceYuan: 0.5, popular: true, enabled: false, sortOrder: 0 } }),
      201,
    );
    expect(first).toMatchObject({ name: "早鸟", priceYuan: "0.50", popular: true, enabled: false, sortOrder: 0 });
    expect(first.id).not.toBe(created.id);

    // The admin sees the disabled one; the credits page's reading leaves it out.
    expect((await list(cookie)).map((p) => p.id)).toEqual([
      first.id,
      "starter",
      "advanced",
      "professional",
      created.id,
    ]);
    expect((await listPackages(db(), { enabledOnly: true })).map((p) => p.id)).not.toContain(first.id);
  });

  it("changes only the fields sent, sets updated_at, and GET shows the change", async () => {
    const { cookie } = await newAdmin();
    const api = clientFor(cookie).admin.packages;
    const before = (await list(cookie)).find((p) => p.id === "advanced")!;

    const { package: renamed } = await ok(
      api[":id"].$patch({ param: { id: "advanced" }, json: { name: "Pro 20", priceYuan: "25.5" } }),
    );
    expect(renamed).toMatchObject({
      id: "advanced",
      name: "Pro 20",
      credits: 20,
      priceYuan: "25.50",
      popular: true,
      enabled: true,
      sortOrder: 2,
    });
    expect(Date.parse(renamed.updatedAt)).toBeGreaterThan(Date.parse(before.updatedAt));

    await ok(
      api[":id"].$patch({
        param: { id: "starter" },
        json: { enabled: false, credits: 6, popular: true, sortOrder: 9 },
      }),
    );
    const after = await list(cookie);
    expect(after.filter((p) => p.seed).map((p) => p.id)).toEqual(["advanced", "professional", "starter"]);
    expect(after.find((p) => p.id === "starter")).toMatchObject({
      name: null,
      enabled: false,
      credits: 6,
      popular: true,
      sortOrder: 9,
    });
    expect(after.find((p) => p.id === "advanced")).toMatchObject({ name: "Pro 20", priceYuan: "25.50" });

    // An empty change answers the package as it is.
    expect((await ok(api[":id"].$patch({ param: { id: "professional" }, json: {} }))).package).toMatchObject({
      id: "professional",
      credits: 50,
    });

    // Back to the translated name: allowed for a seed package.
    expect((await ok(api[":id"].$patch({ param: { id: "advanced" }, json: { name: null } }))).package.name).toBeNull();
  });

  it("refuses a null name for a package of the admin's own (it has no translated name)", async () => {
    const { cookie } = await newAdmin();
    const api = clientFor(cookie).admin.packages;
    const { package: created } = await ok(api.$post({ json: { name: "Mine", credits: 10, priceYuan: "10" } }), 201);
    expect(await refused(await rawJson(cookie, "PATCH", `/api/admin/packages/${created.id}`, { name: null }))).toEqual({
      status: 400,
      code: "VALIDATION_ERROR",
      field: "name",
    });
    expect((await list(cookie)).find((p) => p.id === created.id)?.name).toBe("Mine");
  });

  it("answers 404 PACKAGE_NOT_FOUND for an unknown id, whatever the change", async () => {
    const { cookie } = await newAdmin();
    for (const body of [{ enabled: false }, { name: null }, {}])
      expect(await refused(await rawJson(cookie, "PATCH", "/api/admin/packages/pkg_nothere", body))).toMatchObject({
        status: 404,
        code: "PACKAGE_NOT_FOUND",
      });
  });

  it("refuses bad input with 400 and the field, changing nothing", async () => {
    const { cookie } = await newAdmin();
    const before = await list(cookie);
    const good = { name: "Fine", credits: 10, priceYuan: "10" };
    const creates: [Record<string, unknown>, string][] = [
      [{ credits: 10, priceYuan: "10" }, "name"],
      [{ ...good, name: "   " }, "name"],
      [{ ...good, name: "\u200b\u202e" }, "name"],
      [{ ...good, name: "x".repeat(41) }, "name"],
      [{ ...good, credits: 0 }, "credits"],
      [{ ...good, credits: 1.5 }, "credits"],
      [{ ...good, credits: MAX_ADMIN_CREDITS + 1 }, "credits"],
      [{ ...good, credits: "10" }, "credits"],
      [{ ...good, priceYuan: "0" }, "priceYuan"],
      [{ ...good, priceYuan: "9.999" }, "priceYuan"],
      [{ ...good, priceYuan: "-1" }, "priceYuan"],
      [{ ...good, priceYuan: "abc" }, "priceYuan"],
      [{ ...good, priceYuan: String(MAX_RECHARGE_YUAN + 1) }, "priceYuan"],
      [{ ...good, popular: "yes" }, "popular"],
      [{ ...good, sortOrder: -1 }, "sortOrder"],
      [{ ...good, sortOrder: 1001 }, "sortOrder"],
    ];
    for (const [body, field] of creates)
      expect(await refused(await rawJson(cookie, "POST", "/api/admin/packages", body)), JSON.stringify(body)).toEqual({
        status: 400,
        code: "VALIDATION_ERROR",
        field,
      });

    const patches: [Record<string, unknown>, string][] = [
      [{ name: "" }, "name"],
      [{ name: "x".repeat(41) }, "name"],
      [{ credits: 0 }, "credits"],
      [{ credits: null }, "credits"],
      [{ priceYuan: "1.234" }, "priceYuan"],
      [{ priceYuan: 0 }, "priceYuan"],
      [{ enabled: "false" }, "enabled"],
      [{ sortOrder: 2.5 }, "sortOrder"],
    ];
    for (const [body, field] of patches)
      expect(
        await refused(await rawJson(cookie, "PATCH", "/api/admin/packages/advanced", body)),
        JSON.stringify(body),
      ).toEqual({ status: 400, code: "VALIDATION_ERROR", field });

    expect(await list(cookie)).toEqual(before);
  });

  it("takes the limits themselves: 40 characters, MAX_ADMIN_CREDITS, MAX_RECHARGE_YUAN, order 0..1000", async () => {
    const { cookie } = await newAdmin();
    const { package: p } = await ok(
      clientFor(cookie).admin.packages.$post({
        json: {
          name: "名".repeat(40),
          credits: MAX_ADMIN_CREDITS,
          priceYuan: String(MAX_RECHARGE_YUAN),
          sortOrder: 1000,
        },
      }),
      201,
    );
    expect(p).toMatchObject({
      name: "名".repeat(40),
      credits: MAX_ADMIN_CREDITS,
      priceYuan: `${MAX_RECHARGE_YUAN}.00`,
      sortOrder: 1000,
    });
    // With the last place taken, a new package without one shares it rather than going past it.
    expect(
      (await ok(clientFor(cookie).admin.packages.$post({ json: { name: "Next", credits: 1, priceYuan: "0.01" } }), 201))
        .package.sortOrder,
    ).toBe(1000);
  });
});
