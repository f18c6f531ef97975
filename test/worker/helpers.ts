// Test helpers that drive the real Worker (exports.default.fetch) with real D1 and R2.
import { env, exports } from "cloudflare:workers";
import { createDb } from "../../worker/db/client";
import type { InteriorStyle, RoomType } from "../../worker/engines/types";
import { createTask } from "../../worker/creation-tasks/tasks";
import { INTERIOR_COST } from "../../shared/prices";
import { PhotonImage } from "../../worker/lib/photon";

export const BASE = "http://localhost";

export async function call(path: string, init: RequestInit & { cookie?: string } = {}) {
  const headers = new Headers(init.headers);
  if (init.cookie) headers.set("cookie", init.cookie);
  if (!headers.has("origin")) headers.set("origin", BASE);
  return exports.default.fetch(new Request(BASE + path, { ...init, headers }));
}

export async function json<T = any>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

let counter = 0;
export const uniqueEmail = (tag = "user") => `${tag}-${Date.now().toString(36)}-${counter++}@example.com`;

/**
 * Signs up a new user, confirms the address through the link in the (dev outbox) mail as a
 * person would, and returns the session cookie. `verify: false` leaves the address unconfirmed.
 */
export async function signUp(email = uniqueEmail(), password = "secret123", options: { verify?: boolean; body?: Record<string, unknown> } = {}) {
  const res = await call("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, name: email.split("@")[0], ...options.body }),
  });
  if (res.status !== 200) throw new Error(`sign-up failed ${res.status}: ${await res.text()}`);
  const cookie = cookieOf(res);
  if (options.verify === false) return { email, password, cookie };
  return { email, password, cookie: await verifyEmail(email, cookie) };
}

type OutboxMail = { to: string; subject: string; text: string; links: string[] };

/** The newest verification link mailed to `email` (the dev outbox keeps it in tests). */
export async function verificationLink(email: string): Promise<string> {
  const { mails } = await json<{ mails: OutboxMail[] }>(await call("/api/dev/outbox"));
  const link = mails.filter((m) => m.to === email.trim().toLowerCase()).flatMap((m) => m.links).find((l) => l.includes("/api/auth/verify-email"));
  if (!link) throw new Error(`no verification mail for ${email}`);
  return link;
}

/** Follows the verification link (in the browser that has `cookie`, if any); returns the cookie after. */
export async function verifyEmail(email: string, cookie?: string): Promise<string> {
  const url = new URL(await verificationLink(email));
  const res = await call(url.pathname + url.search, { cookie, redirect: "manual" });
  if (res.status !== 302) throw new Error(`verification failed ${res.status}: ${await res.text()}`);
  return cookieOf(res) || cookie || "";
}

export function cookieOf(res: Response) {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.endsWith("="))
    .join("; ");
}

export async function me(cookie: string) {
  return json<{ user: { id: string; email: string; username: string; emailVerified: boolean }; credits: number; isAdmin: boolean }>(
    await call("/api/me", { cookie }),
  );
}

/** A small solid-colour PNG made with the same WASM library the engine uses. */
export function solidPng(w: number, h: number, rgb: [number, number, number]) {
  const px = new Uint8Array(w * h * 4);
  for (let i = 0; i < px.length; i += 4) px.set([rgb[0], rgb[1], rgb[2], 255], i);
  const img = new PhotonImage(px, w, h);
  const bytes = img.get_bytes();
  img.free();
  return bytes;
}

export function generateForm(fields: { prompt?: string; temperature?: string; maxTokens?: string }, images: Blob[] = []) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) if (v !== undefined) form.set(k, v);
  images.forEach((img, i) => form.append("images", img, `ref-${i}.png`));
  return form;
}

export const pngBlob = (bytes: Uint8Array) => new Blob([bytes as Uint8Array<ArrayBuffer>], { type: "image/png" });

export async function generate(cookie: string, prompt = "a red perfume bottle", images: Blob[] = [], headers: HeadersInit = {}) {
  return call("/api/images/generate", { method: "POST", cookie, body: generateForm({ prompt }, images), headers });
}

/** A PNG that is only a signature and an IHDR chunk claiming width × height. */
export function pngHeader(width: number, height: number) {
  const b = new Uint8Array(33);
  const v = new DataView(b.buffer);
  b.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  v.setUint32(8, 13);
  b.set([0x49, 0x48, 0x44, 0x52], 12); // "IHDR"
  v.setUint32(16, width);
  v.setUint32(20, height);
  b.set([8, 6, 0, 0, 0], 24); // 8-bit RGBA; the CRC is left zero: nobody gets that far
  return b;
}

/** A queue that only records what is sent, so a test delivers (or drops) the messages itself. */
export function recordingQueue<M>() {
  const sent: M[] = [];
  const queue = { send: async (m: M) => void sent.push(m), sendBatch: async () => undefined } as unknown as Queue;
  return { queue, sent };
}

/** A new user with one interior-design task created (and charged) directly, its queue message left to the test. */
export async function newUserWithInteriorTask(testEnv: Env, design: { roomType: RoomType; designStyle: InteriorStyle }) {
  const { cookie } = await signUp();
  const { user } = await me(cookie);
  const db = createDb(env.DB);
  const imageKey = `u/${user.id}/uploads/${crypto.randomUUID()}.png`;
  const { task } = await createTask(
    { db, env: testEnv, userId: user.id },
    { type: "interior_design", cost: INTERIOR_COST, inputData: { imageKey, ...design }, uploads: [{ key: imageKey, bytes: solidPng(64, 48, [180, 150, 120]), contentType: "image/png" }] },
  );
  return { cookie, userId: user.id, db, task, imageKey };
}
