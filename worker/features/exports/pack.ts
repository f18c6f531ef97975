// Making one export pack's files (the queue consumer's part, decision 0034): each slot of the
// marketplaces asked for is drawn (./render.ts), labelled (the implicit label in every file; the
// visible one clear of the product, or, on a slot whose marketplace forbids text, left off through
// the Article 9 path once the user has accepted the duty, the file logged), checked (./checks.ts)
// and stored in R2 under the pack's private prefix with report.json beside it.

import type { Database } from "../../platform/db/client";
import { readImageHeader } from "../../platform/image/header";
import { decodeCutOut } from "../../platform/image/kept-product";
import { textReader } from "../../platform/texts";
import { AppError } from "../../platform/errors";
import { EngineError } from "../../engines/types";
import { drawLabel } from "../../../shared/label-plate";
import {
  fileNameOf,
  MAX_PACK_FILES,
  slotsOf,
  type Marketplace,
  type PackFile,
  type PackReport,
} from "../../../shared/marketplace-rules";
import { hasAcceptedLabellingDuty, pictureLabel, recordUnlabelledExport } from "../ai-labels/service";
import { readOwnedBytes } from "../files/service";
import { getOwnedWork } from "../works/service";
import { altTextsOf } from "./alt-text";
import { checkFile } from "./checks";
import type { Box } from "./placement";
import { decodedPixels, drawSlot, encodeWithin, prepareSource } from "./render";

export type PackRow = { id: string; userId: string; workId: string; targets: string[]; locale: string };

/** Where a pack's files live: under the user's own prefix (account deletion takes them too). */
export const packPrefix = (pack: Pick<PackRow, "id" | "userId">) => `u/${pack.userId}/exports/${pack.id}/`;
export const REPORT_FILE = "report.json";

const overlaps = (a: Box, b: { x: number; y: number; width: number; height: number }) =>
  Math.min(a.left + a.width, b.x + b.width) > Math.max(a.left, b.x) &&
  Math.min(a.top + a.height, b.y + b.height) > Math.max(a.top, b.y);

/**
 * The kept product's cut-out, or nothing when it is gone from storage or is no picture: the pack is
 * then made from the picture's own matte, as for any work, not refused. Any other failure (storage
 * unreachable) is thrown, so the queue tries again rather than settle for the matte.
 */
async function keptCutOut(bucket: R2Bucket, key: string, userId: string) {
  try {
    return decodeCutOut(await readOwnedBytes(bucket, key, userId));
  } catch (error) {
    const gone = error instanceof AppError && error.code === "NOT_FOUND";
    const unreadable = error instanceof EngineError && error.kind === "INVALID_IMAGE";
    if (!gone && !unreadable) throw error;
    console.warn(`export: the kept product's cut-out ${key} could not be read; the picture's matte stands in`, error);
    return undefined;
  }
}

export async function makePack(env: Env, db: Database, pack: PackRow): Promise<PackReport> {
  const work = await getOwnedWork(db, pack.userId, pack.workId);
  const object = await env.FILES.get(work.imageKey);
  if (!object) throw new AppError("WORK_NOT_FOUND", "The work's picture is gone.");
  const original = new Uint8Array(await object.arrayBuffer());
  const keptKey = work.metadata?.keptProduct?.key;
  const kept = keptKey ? await keptCutOut(env.FILES, keptKey, pack.userId) : undefined;
  const source = prepareSource(original, kept);
  const label = await pictureLabel(db, work.imageKey, original);
  const accepted = await hasAcceptedLabellingDuty(db, pack.userId);
  const altOf = await altTextsOf(
    { env, db, texts: textReader(env.ASSETS) },
    pack.locale,
    work.prompt,
    pack.targets as Marketplace[],
  );
  const files: PackFile[] = [];
  for (const slot of slotsOf(pack.targets as Marketplace[]).slice(0, MAX_PACK_FILES)) {
    const name = fileNameOf(slot);
    const key = packPrefix(pack) + name;
    const { rgba, placement } = drawSlot(source, slot);
    const unlabelled = slot.forbidsText && accepted;
    const state = { drawn: false, clear: true };
    if (unlabelled) await recordUnlabelledExport(db, pack.userId, pack.workId, key);
    else if (label.label.drawn) {
      const { left: x, top: y, width, height } = placement.product;
      const box = drawLabel(rgba, slot.width, slot.height, label.label.mask, [{ x, y, width, height }]);
      state.drawn = true;
      state.clear = !overlaps(placement.product, box);
    }
    const { bytes } = encodeWithin(rgba, slot.width, slot.height, slot.maxBytes, (jpeg) =>
      label.tag(jpeg, `export:${name}`),
    );
    // Only a white-background check reads the pixels again; the others need the header.
    const header = readImageHeader(bytes);
    const decoded =
      slot.background === "white"
        ? decodedPixels(bytes)
        : { width: header?.width ?? 0, height: header?.height ?? 0, rgba: new Uint8Array() };
    const checks = checkFile(slot, source, {
      bytes,
      decoded,
      product: placement.product,
      scale: placement.scale,
      label: state,
    });
    await env.FILES.put(key, bytes, { httpMetadata: { contentType: "image/jpeg" } });
    files.push({
      file: name,
      marketplace: slot.marketplace,
      slot: slot.slot,
      width: decoded.width,
      height: decoded.height,
      bytes: bytes.length,
      checks,
      alt: altOf(slot),
    });
  }
  const report: PackReport = { work: pack.workId, createdAt: new Date().toISOString(), files };
  await env.FILES.put(packPrefix(pack) + REPORT_FILE, JSON.stringify(report, null, 2), {
    httpMetadata: { contentType: "application/json" },
  });
  return report;
}
