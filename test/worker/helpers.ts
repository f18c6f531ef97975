// Test helpers that drive the real Worker (exports.default.fetch) with real D1 and R2.
import { exports } from "cloudflare:workers";
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

/** Signs up a new user and returns the session cookie. */
export async function signUp(email = uniqueEmail(), password = "secret123") {
  const res = await call("/api/auth/sign-up/email", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password, name: email.split("@")[0] }),
  });
  if (res.status !== 200) throw new Error(`sign-up failed ${res.status}: ${await res.text()}`);
  return { email, password, cookie: cookieOf(res) };
}

export function cookieOf(res: Response) {
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .filter((c) => !c.endsWith("="))
    .join("; ");
}

export async function me(cookie: string) {
  return json<{ user: { id: string; email: string; username: string }; credits: number; isAdmin: boolean }>(
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
