// Bidirectional overrides and isolates (U+202A–U+202E, U+2066–U+2069) make a text display as
// something it is not ("photo\u202Egnp.exe" reads as "photoexe.png"). They are removed from
// what people are shown of each other's or their own input: the account name, an uploaded
// file's name kept with a work or task, and an admin's style names.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/platform/db/client";
import { grantAdmin } from "../../worker/platform/auth/admin-role";
import { rawCall as call, clientFor, rawOk } from "./support/client";
import { pngBlob, solidPng } from "./support/images";
import { me, signUp, uniqueEmail } from "./support/users";

const RLO = "\u202E";
const LRI = "\u2066";
const PDI = "\u2069";
const CONTROLS = /[\u202A-\u202E\u2066-\u2069]/;

const userName = (email: string) =>
  env.DB.prepare("SELECT name FROM user WHERE email = ?").bind(email).first<{ name: string }>();
const photo = (name: string) => {
  const form = new FormData();
  form.set("image", pngBlob(solidPng(32, 24, [90, 140, 60])), name);
  return form;
};

describe("the account name", () => {
  it("is stored without them at sign-up", async () => {
    const email = uniqueEmail("bidi");
    await signUp(email, "secret123", { body: { name: `Mallory${RLO}txt.exe${LRI}x${PDI}` } });
    expect((await userName(email))?.name).toBe("Mallorytxt.exex");
  });

  it("and when changed", async () => {
    const { email, cookie } = await signUp();
    const res = await call("/api/auth/update-user", {
      method: "POST",
      cookie,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ name: `\u202Dbo\u0000b${RLO}` }),
    });
    expect(res.status, await res.clone().text()).toBe(200);
    // Control characters (NUL here) go too.
    expect((await userName(email))?.name).toBe("bob");
  });
});

describe("uploaded file names", () => {
  let cookie = "";
  beforeAll(async () => {
    cookie = (await signUp()).cookie;
  });

  it("an art studio work keeps the name without them", async () => {
    const form = photo(`holiday${RLO}gnp.exe.png`);
    form.set("styleId", "anime");
    const res = await call("/api/images/transform", { method: "POST", cookie, body: form });
    const { work } = await rawOk(res, clientFor().images.transform.$post, 201);
    expect(work.metadata.fileName).toBe("holidaygnp.exe.png");
    const row = await env.DB.prepare("SELECT metadata FROM generated_artworks WHERE id = ?")
      .bind(work.id)
      .first<{ metadata: string }>();
    expect(row?.metadata).not.toMatch(CONTROLS);
  });

  it("an interior design task keeps the name without them", async () => {
    const form = photo(`${LRI}room${PDI}${RLO}.png`);
    form.set("type", "interior_design");
    form.set("roomType", "bedroom");
    form.set("designStyle", "modern");
    const res = await call("/api/tasks", { method: "POST", cookie, body: form });
    const { task } = await rawOk(res, clientFor().tasks.$post, 201);
    const row = await env.DB.prepare("SELECT input_data FROM generation_tasks WHERE id = ?")
      .bind(task.id)
      .first<{ input_data: string }>();
    expect(JSON.parse(row!.input_data).fileName).toBe("room.png");
  });
});

describe("style names an admin sets", () => {
  it("are saved without them", async () => {
    const { cookie } = await signUp();
    await grantAdmin(createDb(env.DB), (await me(cookie)).user.id);
    const name = { "zh-CN": `新${RLO}风格`, "en-US": `${LRI}Neo${PDI} style`, "ar-SA": `\u202Bنمط\u202C` };
    const res = await call("/api/admin/styles", {
      method: "POST",
      cookie,
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ id: "bidi-style", groupId: "modern", name, prompt: "Redraw it." }),
    });
    expect((await rawOk(res, clientFor().admin.styles.$post, 201)).style.name).toEqual({
      "zh-CN": "新风格",
      "en-US": "Neo style",
      "ar-SA": "نمط",
    });
  });
});
