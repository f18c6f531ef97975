// Bad input on every validated field of the admin API (worker/features/admin/*-routes.ts and the back-office routers of other features), sent by an
// admin: refused with the app's error JSON, and no credit, recharge, style or setting changes.
import { env } from "cloudflare:workers";
import { beforeAll, describe, expect, it } from "vitest";
import { createDb } from "../../worker/platform/db/client";
import { grantAdmin } from "../../worker/platform/auth/admin-role";
import {
  type BadCase,
  expectRefused,
  ID,
  jsonReq,
  long,
  rawReq,
  type Req,
  withField,
  worldState,
} from "./support/bad-input";
import { me, signUp } from "./support/users";

type Row = [string, BadCase];
const show = (v: unknown) =>
  v === undefined ? "missing" : typeof v === "string" && v.length > 24 ? `${v.length} chars` : JSON.stringify(v);

function rows(
  name: string,
  path: string,
  base: Record<string, unknown>,
  bad: [string, unknown][],
  method = "POST",
): Row[] {
  return bad.map(([field, value]) => [
    `${name} ${field}=${show(value)}`,
    { field, req: jsonReq(path, withField(base, field, value), method), code: "VALIDATION_ERROR" },
  ]);
}
const bodyRows = (name: string, path: string, method: string, valid: unknown): Row[] => [
  [`${name} malformed JSON`, { field: "body", req: rawReq(path, "{not json", "application/json", method) }],
  [
    `${name} JSON as text/plain`,
    {
      field: "content-type",
      req: rawReq(path, JSON.stringify(valid), "text/plain", method),
      code: "UNSUPPORTED_MEDIA_TYPE",
      status: 415,
    },
  ],
  [`${name} no body`, { field: "content-type", req: { path, method }, code: "UNSUPPORTED_MEDIA_TYPE", status: 415 }],
];
const get = (label: string, field: string, path: string): Row => [
  label,
  { field, req: { path, method: "GET" }, code: "VALIDATION_ERROR" },
];
const withKey = (req: Req, key: string): Req => ({ ...req, headers: { ...req.headers, "idempotency-key": key } });

const TARGET = "target@example.com";
const ADJUST = `/api/admin/users/${ID}/credits`;
const adjustBase = { amount: 5, reason: "goodwill" };
const rechargeBase = { email: TARGET, amountYuan: 10, credits: 100 };
const styleBase = { id: "new-style", groupId: "modern", name: { "zh-CN": "新风格" }, prompt: "Redraw it." };

const ROWS: Row[] = [
  get("users q=101 chars", "q", `/api/admin/users?q=${long(101)}`),
  get("users page=0", "page", "/api/admin/users?page=0"),
  get("users page=x", "page", "/api/admin/users?page=x"),
  get("users pageSize=101", "pageSize", "/api/admin/users?pageSize=101"),

  [
    `adjust id=101 chars`,
    { field: "id", req: jsonReq(`/api/admin/users/${long(101)}/credits`, adjustBase), code: "VALIDATION_ERROR" },
  ],
  ...rows("adjust", ADJUST, adjustBase, [
    ["amount", undefined],
    ["amount", 0],
    ["amount", 1.5],
    ["amount", "5"],
    ["amount", 100_001],
    ["amount", -100_001],
    ["reason", undefined],
    ["reason", "   "],
    ["reason", long(201)],
  ]),
  [
    "adjust idempotency-key=bad",
    { field: "idempotency-key", req: withKey(jsonReq(ADJUST, adjustBase), "bad key"), code: "VALIDATION_ERROR" },
  ],
  ...bodyRows("adjust", ADJUST, "POST", adjustBase),

  ...rows("recharge", "/api/admin/recharges", rechargeBase, [
    ["email", undefined],
    ["email", long(255)],
    ["userId", long(101)],
    ["amountYuan", undefined],
    ["amountYuan", 0],
    ["amountYuan", -5],
    ["amountYuan", "abc"],
    ["amountYuan", 1.234],
    ["amountYuan", 100_001],
    ["credits", 0],
    ["credits", 1.5],
    ["credits", "5"],
    ["credits", 100_001],
    ["note", long(201)],
  ]),
  [
    "recharge email and userId both",
    { field: "email", req: jsonReq("/api/admin/recharges", { ...rechargeBase, userId: ID }), code: "VALIDATION_ERROR" },
  ],
  [
    "recharge idempotency-key=bad",
    {
      field: "idempotency-key",
      req: withKey(jsonReq("/api/admin/recharges", rechargeBase), "x"),
      code: "VALIDATION_ERROR",
    },
  ],
  ...bodyRows("recharge", "/api/admin/recharges", "POST", rechargeBase),

  ...rows("create style", "/api/admin/styles", styleBase, [
    ["id", undefined],
    ["id", "Bad Slug"],
    ["id", long(41)],
    ["groupId", "UPPER"],
    ["icon", ""],
    ["icon", long(17)],
    ["name", undefined],
    ["name", "a string"],
    ["name", {}],
    ["name", { "en-US": "English only" }],
    ["name", { "zh-CN": long(61) }],
    ["name", { "zh-CN": "\u200B\u200D" }],
    ["name", { "zh-CN": "新", "xx-XX": "unknown locale" }],
    ["description", { "zh-CN": long(301) }],
    ["prompt", ""],
    ["prompt", "\u200B\u2060\uFEFF "],
    ["prompt", long(2001)],
  ]),
  ...bodyRows("create style", "/api/admin/styles", "POST", styleBase),

  [
    `update style id=41 chars`,
    { field: "id", req: jsonReq(`/api/admin/styles/${long(41)}`, { enabled: true }, "PUT"), code: "VALIDATION_ERROR" },
  ],
  ...rows(
    "update style",
    "/api/admin/styles/anime",
    {},
    [
      ["enabled", "yes"],
      ["groupId", "BAD"],
      ["icon", long(17)],
      ["name", { "en-US": "no zh-CN" }],
      ["prompt", "  "],
    ],
    "PUT",
  ),
  ...bodyRows("update style", "/api/admin/styles/anime", "PUT", { enabled: false }),

  ...rows("reorder", "/api/admin/styles/reorder", { ids: ["anime"] }, [
    ["ids", undefined],
    ["ids", []],
    ["ids", "anime"],
    ["ids", [""]],
    ["ids", [long(41)]],
    ["ids", [1, 2]],
    ["ids", Array.from({ length: 1001 }, (_, i) => `s${i}`)],
  ]),
  ...bodyRows("reorder", "/api/admin/styles/reorder", "POST", { ids: ["anime"] }),

  ...rows(
    "settings",
    "/api/admin/settings",
    {},
    [
      ["geminiKey", ""],
      ["geminiKey", "   "],
      ["geminiKey", long(501)],
      ["geminiKey", 123],
      ["openaiKey", ""],
      ["openaiKey", { key: "sk" }],
      ["referralRequired", "yes"],
    ],
    "PUT",
  ),
  ...bodyRows("settings", "/api/admin/settings", "PUT", { referralRequired: true }),
];

describe("bad input on the admin API", () => {
  let cookie = "";
  beforeAll(async () => {
    cookie = (await signUp()).cookie;
    await grantAdmin(createDb(env.DB), (await me(cookie)).user.id);
    await signUp(TARGET);
  });

  it.each(ROWS)("%s", async (_, c) => {
    const before = await worldState();
    await expectRefused(c, cookie);
    expect(await worldState()).toEqual(before);
  });

  it("after all of it both users have only their sign-up bonus", async () => {
    const { results } = await env.DB.prepare("SELECT balance FROM user_credits").all();
    expect(results).toEqual([{ balance: 5 }, { balance: 5 }]);
  });
});
