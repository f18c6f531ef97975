// Client Idempotency-Keys. A client sends one key per intent and the same key when it retries
// that intent: the retry gets the first answer back and is never charged twice. The same key sent
// with a different request is a client bug (or a stale key), and replaying the first answer
// would silently drop what was asked now, so it is refused: 409 IDEMPOTENCY_KEY_REUSED.
//
// The charge a keyed request made keeps a fingerprint of that request in its ledger metadata
// (`requestHash`): SHA-256 over the route, its fields and the SHA-256 of each uploaded file. Every
// route that takes a key goes through here (images generate/refine/transform, tasks, admin credit
// adjustments and recharges). Secrets (a user's own provider key) are never part of it.
import { z } from "zod";
import { AppError } from "./errors";

/** The optional `Idempotency-Key` header, as every route that takes one validates it. */
export const idempotencyHeader = z.object({
  "idempotency-key": z
    .string()
    .regex(/^[A-Za-z0-9_.:-]{8,100}$/)
    .optional(),
});

type Field = string | number | boolean | null | undefined;

export type RequestShape = {
  /** Which route: the same key on another route is another request. */
  route: string;
  fields: Record<string, Field>;
  uploads?: Uint8Array[];
};

export type Keyed = { key: string; request: RequestShape };

/** The key and the request it came with, or nothing when the client sent no key. */
export const keyed = (key: string | undefined, request: RequestShape): Keyed | undefined =>
  key ? { key, request } : undefined;

const hex = (bytes: ArrayBuffer) => Array.from(new Uint8Array(bytes), (b) => b.toString(16).padStart(2, "0")).join("");
const sha256 = async (bytes: Uint8Array) =>
  hex(await crypto.subtle.digest("SHA-256", bytes as Uint8Array<ArrayBuffer>));

/** The request's fingerprint: the same for the same route, fields (any order) and file bytes. */
export async function requestHash(request: RequestShape): Promise<string> {
  const uploads = await Promise.all((request.uploads ?? []).map(sha256));
  const fields = Object.keys(request.fields)
    .sort()
    .map((name) => [name, request.fields[name] ?? null]);
  return sha256(new TextEncoder().encode(JSON.stringify([request.route, fields, uploads])));
}

/** The charge's metadata with the fingerprint added (unchanged without a key). */
export const withRequestHash = (metadata: Record<string, unknown>, hash: string | undefined) =>
  hash ? { ...metadata, requestHash: hash } : metadata;

/** Refuses a replay unless the earlier charge was made by this very request. */
export function assertSameRequest(earlier: Record<string, unknown> | null | undefined, hash: string | undefined) {
  if (hash === undefined || earlier?.requestHash === hash) return;
  throw new AppError(
    "IDEMPOTENCY_KEY_REUSED",
    "This Idempotency-Key was already used for a different request; send a new key.",
  );
}
