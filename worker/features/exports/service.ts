// Marketplace export packs (issue 28, decision 0034). Free, so rate limited by the route. The POST
// records the pack and queues its pixel work on the TASKS queue (an `exportPack` message; the
// consumer calls consumeExportMessage), then waits until the pack is ready and streams its ZIP
// from R2, or answers an error if the work failed: never a truncated ZIP. The files stay in R2
// under the user's prefix for PACK_LIFE_MS (a GET may download them again), then the cron's
// sweepExportPacks deletes them with the row.

import { and, eq, inArray, lt } from "drizzle-orm";
import { createDb, type Database } from "../../platform/db/client";
import { exportPacks } from "../../platform/db/schema";
import { AppError, type ErrorCode } from "../../platform/errors";
import { EngineError } from "../../engines/types";
import { MARKETPLACES, type PackReport } from "../../../shared/marketplace-rules";
import { deletePrefix } from "../files/service";
import { getOwnedWork } from "../works/service";
import { makePack, packPrefix, REPORT_FILE, type PackRow } from "./pack";
import { zipStream, type ZipEntry } from "../../platform/zip";

/** An hour: long enough to download again, short enough that no private copy lingers. */
export const PACK_LIFE_MS = 60 * 60 * 1000;
/** The POST waits this long for the queue to finish the pack before answering EXPORT_FAILED (TIMEOUT). */
export const PACK_WAIT_MS = 90_000;
const POLL_MS = 250;
const MAX_ATTEMPTS = 3;

export type ExportMessage = { exportPack: string };
export const isExportMessage = (body: unknown): body is ExportMessage =>
  typeof body === "object" && body !== null && "exportPack" in body;

/** The marketplaces as asked for: known ones, each once, at least one. */
export function checkTargets(targets: readonly string[]) {
  const known = targets.every((t) => (MARKETPLACES as readonly string[]).includes(t));
  if (!known || targets.length === 0 || new Set(targets).size !== targets.length)
    throw new AppError(
      "EXPORT_TARGETS_INVALID",
      `targets must be one or more of ${MARKETPLACES.join(", ")}, each once.`,
      {
        allowed: MARKETPLACES,
      },
    );
}

/** Records a pack of the user's own work and queues its pixel work; returns its id. */
export async function startExportPack(
  ctx: { db: Database; env: Env },
  input: { userId: string; workId: string; targets: string[]; locale: string },
) {
  checkTargets(input.targets);
  await getOwnedWork(ctx.db, input.userId, input.workId);
  const id = crypto.randomUUID();
  await ctx.db.insert(exportPacks).values({ id, ...input, expiresAt: new Date(Date.now() + PACK_LIFE_MS) });
  await ctx.env.TASKS.send({ exportPack: id } satisfies ExportMessage);
  return id;
}

async function ownedPack(db: Database, userId: string, id: string) {
  const row = await db
    .select()
    .from(exportPacks)
    .where(and(eq(exportPacks.id, id), eq(exportPacks.userId, userId)))
    .get();
  if (!row || row.expiresAt.getTime() <= Date.now()) throw new AppError("EXPORT_NOT_FOUND", "No such export pack.");
  return row;
}

/** Waits until the pack is ready (or refuses with why it failed or that it took too long). */
export async function readyPack(db: Database, userId: string, id: string, waitMs = PACK_WAIT_MS) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const row = await ownedPack(db, userId, id);
    if (row.status === "ready") return row;
    if (row.status === "failed")
      throw new AppError("EXPORT_FAILED", "The export pack could not be made.", { kind: row.errorCode ?? "INTERNAL" });
    if (Date.now() >= deadline)
      throw new AppError("EXPORT_FAILED", "The export pack took too long; try again in a moment.", { kind: "TIMEOUT" });
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

export async function readReport(env: Env, pack: Pick<PackRow, "id" | "userId">): Promise<PackReport> {
  const object = await env.FILES.get(packPrefix(pack) + REPORT_FILE);
  if (!object) throw new AppError("EXPORT_NOT_FOUND", "The export pack's files have expired.");
  return object.json<PackReport>();
}

/** The alt texts as a plain text file beside report.json, for pasting into a listing. */
function altTextFile(report: PackReport) {
  return report.files
    .map((f) => [f.file, f.alt.text, ...(f.alt.english ? [f.alt.english] : [])].join("\n"))
    .join("\n\n")
    .concat("\n");
}

/** A file name from the work's prompt (letters and digits of any script), else the work's id. */
export function packFileName(prompt: string, workId: string) {
  const words = Array.from(prompt.replace(/[^\p{L}\p{N}]+/gu, "-").replace(/^-+|-+$/g, ""))
    .slice(0, 40)
    .join("")
    .replace(/-+$/, "");
  return `${words || workId}-export.zip`;
}

/**
 * A ready pack's pictures and alt-text.txt as ZIP entries under `folder` ("" for the top), with
 * its report (read first: a pack whose files expired refuses here, before any byte is sent).
 */
export async function packEntries(env: Env, pack: Pick<PackRow, "id" | "userId">, folder = "") {
  const report = await readReport(env, pack);
  const fromR2 = (name: string) => async () => {
    const object = await env.FILES.get(packPrefix(pack) + name);
    if (!object) throw new Error(`export file ${name} is missing`);
    return { name: folder + name, body: object.body };
  };
  const entries: ZipEntry[] = [
    ...report.files.map((f) => fromR2(f.file)),
    async () => ({ name: `${folder}alt-text.txt`, body: new TextEncoder().encode(altTextFile(report)) }),
  ];
  return { report, entries, fromR2 };
}

/**
 * Waits until each of the user's packs is ready or failed, or the time is up; a pack still
 * pending then is answered as failed (TIMEOUT), never waited on while a ZIP streams.
 */
export async function settledPacks(db: Database, userId: string, ids: string[], waitMs = PACK_WAIT_MS) {
  const deadline = Date.now() + waitMs;
  for (;;) {
    const rows = await db
      .select()
      .from(exportPacks)
      .where(and(eq(exportPacks.userId, userId), inArray(exportPacks.id, ids)))
      .all();
    const byId = new Map(rows.map((r) => [r.id, r]));
    const pending = rows.some((r) => r.status === "pending");
    if (!pending || Date.now() >= deadline)
      return ids.map((id) => {
        const row = byId.get(id);
        if (row?.status === "ready") return { id, ready: true as const, row };
        return {
          id,
          ready: false as const,
          error: row?.status === "failed" ? (row.errorCode ?? "INTERNAL") : "TIMEOUT",
        };
      });
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/** The ready pack's ZIP: its pictures, report.json and alt-text.txt, streamed from R2. */
export async function packZip(env: Env, pack: Pick<PackRow, "id" | "userId">, fileName: string) {
  const { entries: files, fromR2 } = await packEntries(env, pack);
  const entries: ZipEntry[] = [...files.slice(0, -1), fromR2(REPORT_FILE), ...files.slice(-1)];
  return new Response(zipStream(entries), {
    headers: {
      "content-type": "application/zip",
      "content-disposition": `attachment; filename="export.zip"; filename*=UTF-8''${encodeURIComponent(fileName)}`,
      "cache-control": "private, no-store",
      "x-export-id": pack.id,
    },
  });
}

/** What the work needs to name its ZIP. */
export async function workTitle(db: Database, userId: string, workId: string) {
  const work = await getOwnedWork(db, userId, workId);
  return packFileName(work.prompt, work.id);
}

const PERMANENT: string[] = ["INVALID_IMAGE", "IMAGE_TOO_BIG", "WORK_NOT_FOUND"];
const codeOf = (error: unknown) =>
  error instanceof EngineError ? error.kind : error instanceof AppError ? error.code : "INTERNAL";

async function settle(db: Database, id: string, status: "ready" | "failed", errorCode?: string) {
  await db
    .update(exportPacks)
    .set({ status, errorCode: (errorCode ?? null) as ErrorCode | null })
    .where(and(eq(exportPacks.id, id), eq(exportPacks.status, "pending")));
}

/** The queue's part: makes the pack's files; retried, and on the last attempt marked failed. */
export async function consumeExportMessage(message: Message<ExportMessage>, env: Env) {
  const db = createDb(env.DB);
  const row = await db.select().from(exportPacks).where(eq(exportPacks.id, message.body.exportPack)).get();
  if (!row || row.status !== "pending") return message.ack();
  try {
    await makePack(env, db, row);
    await settle(db, row.id, "ready");
    message.ack();
  } catch (error) {
    console.error(`export pack ${row.id} attempt ${message.attempts} failed`, error);
    if (message.attempts >= MAX_ATTEMPTS || PERMANENT.includes(codeOf(error))) {
      await settle(db, row.id, "failed", codeOf(error));
      message.ack();
    } else message.retry({ delaySeconds: 2 });
  }
}

/** A pack whose messages ran out (the consumer crashed): failed, so the POST stops waiting. */
export async function failExportPack(env: Env, message: ExportMessage) {
  await settle(createDb(env.DB), message.exportPack, "failed", "INTERNAL");
}

/** The cron: packs past their life lose their files and their row, ready or not. */
export async function sweepExportPacks(env: Env, now = Date.now()) {
  const db = createDb(env.DB);
  const expired = await db
    .select({ id: exportPacks.id, userId: exportPacks.userId })
    .from(exportPacks)
    .where(lt(exportPacks.expiresAt, new Date(now)))
    .limit(100);
  for (const pack of expired) {
    await deletePrefix(env.FILES, packPrefix(pack));
    await db.delete(exportPacks).where(eq(exportPacks.id, pack.id));
  }
  return expired.length;
}

export { ownedPack };
