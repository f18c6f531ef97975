// What the rest of the Worker asks of AI-content labels (decision 0024): the implicit label
// (`AIGC` metadata) on every picture the service made and every copy of it, and the visible label
// drawn into the copies it hands out. The original keeps its pixels (the Article 9 download); the
// `~labelled` full-size copy, the display copy and the thumbnail are made from the drawn pixels, so
// one immutable copy serves every language. Labels go on after every encoder, before hashing.
// Also: the label settings every copy is made with (activeLabel) and the admin's change to them,
// and the record of a download without the visible label (Article 9, ./unlabelled-downloads.ts).
import type { Database } from "../../platform/db/client";
import { drawLabelled, type PixelWorkBinding } from "../../platform/image/label-drawing-client";
import type { PictureCopy } from "../../platform/storage/keys";
import type { CopyLabelling } from "../../platform/image/variants";
import { sha256Hex } from "../../platform/image/variant-hashes";
import { unlabelledDownloads } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { configWrite } from "../../platform/system-config";
import { auditEntry, type AuditAdmin } from "../../platform/admin-audit";
import { remembered } from "../../platform/settings-cache";
import { aigcXmpPacket, readAigcFromXmp, type AigcFields } from "../../platform/ai-labels/aigc-xmp";
import { embedXmp, readXmp } from "../../platform/ai-labels/embed-metadata";
import type { LabelMask } from "../../../shared/label-plate";
import { readLabelMask } from "../../../shared/label-mask-reader";
import { produceIdOf } from "./produce-ids";
import { LABELS_CONFIG_KEY, readLabelSettings, type LabelSettings } from "./settings";
import { readConsent, workIdOf } from "./unlabelled-downloads";

export type ActiveLabel = LabelSettings & {
  mask: LabelMask;
  /**
   * What a labelled copy was made under (stored beside it in R2): a copy whose stamp differs was
   * made under other settings and is made again (on request or by the variants backfill).
   */
  stamp: string;
};

/** A file of a marketplace export pack (features/exports): `export:<marketplace>/<slot>.jpg`. */
export type ExportCopy = `export:${string}`;
type Copy = PictureCopy | "original" | ExportCopy;

/** Raised when the way copies are labelled changes, so every older copy counts as stale. */
const LABELLING_VERSION = "1";

const active = remembered<ActiveLabel>();

const fromBase64 = (s: string) => Uint8Array.from(atob(s), (c) => c.charCodeAt(0));

/** The settings every labelled copy is made with, their mask decoded. */
export function activeLabel(db: Database): Promise<ActiveLabel> {
  return active.read(async () => {
    const settings = await readLabelSettings(db);
    const mask = await readLabelMask(fromBase64(settings.maskPng));
    const stamp = (
      await sha256Hex(
        new TextEncoder().encode([LABELLING_VERSION, settings.drawn, settings.producer, settings.maskPng].join("\n")),
      )
    ).slice(0, 16);
    return { ...settings, mask, stamp };
  });
}

/** Stores the change with its audit entry in one batch (the log keeps the text, never the mask). */
export async function writeLabelSettings(db: Database, admin: AuditAdmin, change: Partial<LabelSettings>) {
  const next = { ...(await readLabelSettings(db)), ...change };
  const { maskPng: _mask, ...logged } = change;
  await db.batch([
    configWrite(db, LABELS_CONFIG_KEY, next),
    auditEntry(db, admin, { action: "labels.update", details: logged }),
  ]);
  active.drop();
  return next;
}

/** The label fields of one file: the original (`original`) or a copy of it. */
function fields(label: ActiveLabel, produceId: string, copy: Copy): AigcFields {
  return {
    Label: "1",
    ContentProducer: label.producer,
    ProduceID: produceId,
    ReservedCode1: "",
    ContentPropagator: label.producer,
    // The file as this service hands it on: the picture's id and which copy it is.
    PropagateID: copy === "original" ? produceId : `${produceId}:${copy}`,
    ReservedCode2: "",
  };
}

/** The `AIGC` fields a picture's bytes carry, or null. */
export function readAigc(bytes: Uint8Array) {
  const xmp = readXmp(bytes);
  return xmp ? readAigcFromXmp(xmp) : null;
}

/**
 * What labels the copies of the picture at `key` that the service made (its ProduceID from the
 * file, else D1's): platform/image/variants.ts makes and stores them with it.
 */
export async function copyLabelling(
  db: Database,
  key: string,
  original: Uint8Array,
  pixels?: PixelWorkBinding,
): Promise<CopyLabelling> {
  const label = await activeLabel(db);
  const carried = readAigc(original)?.ProduceID;
  const produceId = carried || (await produceIdOf(db, key));
  return {
    stamp: label.stamp,
    draw: label.drawn ? (bytes, keepOut) => drawLabelled(pixels, bytes, label.mask, keepOut) : null,
    tag: (bytes, copy) => embedXmp(bytes, aigcXmpPacket(fields(label, produceId, copy))),
  };
}

/** The label an export pack's files carry (features/exports): the settings and the picture's ProduceID. */
export type PictureLabel = {
  label: ActiveLabel;
  produceId: string;
  tag(bytes: Uint8Array, copy: Copy): Uint8Array;
};

/** What labels a marketplace export pack's files of the picture at `key` (its ProduceID from the file, else D1's). */
export async function pictureLabel(db: Database, key: string, original: Uint8Array): Promise<PictureLabel> {
  const label = await activeLabel(db);
  const produceId = readAigc(original)?.ProduceID || (await produceIdOf(db, key));
  return { label, produceId, tag: (bytes, copy) => embedXmp(bytes, aigcXmpPacket(fields(label, produceId, copy))) };
}

/** A new picture's bytes with its implicit label (a fresh ProduceID, recorded in D1). */
export async function labelNewPicture(db: Database, key: string, bytes: Uint8Array) {
  const label = await activeLabel(db);
  const produceId = await produceIdOf(db, key);
  return embedXmp(bytes, aigcXmpPacket(fields(label, produceId, "original")));
}

/** Refuses unless the user has accepted the labelling duty (Article 9); then logs the download. Before any byte is served. */
export async function recordUnlabelledDownload(db: Database, userId: string, key: string) {
  if (!(await readConsent(db, userId)).accepted) {
    throw new AppError(
      "UNLABELLED_DOWNLOAD_NOT_ACCEPTED",
      "Accept the labelling duty on your account page before downloading pictures without the AI label.",
    );
  }
  await db
    .insert(unlabelledDownloads)
    .values({ id: crypto.randomUUID(), userId, workId: workIdOf(key), fileKey: key, downloadedAt: new Date() });
}

/** Whether the user has accepted the labelling duty (Article 9): an export may then leave Amazon's main image unlabelled. */
export async function hasAcceptedLabellingDuty(db: Database, userId: string) {
  return (await readConsent(db, userId)).accepted;
}

/**
 * A marketplace export pack's file made without the visible label (a slot whose marketplace
 * forbids text): refused unless the user has accepted, then logged like a download, by the work.
 */
export async function recordUnlabelledExport(db: Database, userId: string, workId: string, fileKey: string) {
  if (!(await hasAcceptedLabellingDuty(db, userId)))
    throw new AppError("UNLABELLED_DOWNLOAD_NOT_ACCEPTED", "The labelling duty is not accepted.");
  await db
    .insert(unlabelledDownloads)
    .values({ id: crypto.randomUUID(), userId, workId, fileKey, downloadedAt: new Date() });
}
