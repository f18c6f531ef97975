// Every R2 key, made in one place. Keys are chosen by the server and start with the owner's id
// (`u/<user>/…`), so the ownership check is a prefix test and a client never names a storage
// location: works/ (results), uploads/ (a task's input photo), books/<id>/ (a book's pages),
// batches/<id>/ (a batch's photos), and
// beside any picture its variants (`…~thumb`, `…~display`). Stored keys are read back as they
// are, so a format here never changes, only gains new kinds.
import type { ImageMimeType } from "../../engines/types";
import { IMAGE_VARIANTS, type ImageVariant } from "../../../shared/image-variant-sizes";

/** Everything stored lives under this prefix (the orphan sweep and the backfill list it). */
export const FILES_ROOT = "u/";

/** Everything one user owns: the owner check, and the purge when their account goes. */
export const userPrefix = (userId: string) => `${FILES_ROOT}${userId}/`;

/** `key` is the user's: under their prefix, with no way up out of it. */
export const isOwnedBy = (key: string, userId: string) => key.startsWith(userPrefix(userId)) && !key.includes("..");

/** An image keeps the format its engine made (see provider-images.ts); the extension says which. */
const IMAGE_EXTENSIONS: Record<ImageMimeType, string> = {
  "image/png": "png",
  "image/jpeg": "jpg",
  "image/webp": "webp",
};
export const imageExtension = (mimeType: ImageMimeType = "image/png") => IMAGE_EXTENSIONS[mimeType];

export const workImageKey = (userId: string, workId: string, mimeType?: ImageMimeType) =>
  `${userPrefix(userId)}works/${workId}.${imageExtension(mimeType)}`;
/** Every key a work's image may have, for deletes that do not know its format. */
export const workImageKeys = (userId: string, workId: string) =>
  (Object.keys(IMAGE_EXTENSIONS) as ImageMimeType[]).map((mimeType) => workImageKey(userId, workId, mimeType));

const UPLOAD_EXTENSIONS: Record<string, string> = { "image/png": "png", "image/webp": "webp" };
export const uploadKey = (userId: string, uploadId: string, contentType: string) =>
  `${userPrefix(userId)}uploads/${uploadId}.${UPLOAD_EXTENSIONS[contentType] ?? "jpg"}`;

/** The fields of a background task's input_data that hold an upload's key (a task's files, the orphan sweep). */
export const TASK_UPLOAD_FIELDS = ["imageKey", "referenceImageKey"] as const;

/** Everything of one book (its id is its task's): deleted as one prefix. */
export const bookPrefix = (userId: string, bookId: string) => `${userPrefix(userId)}books/${bookId}/`;
export const bookFileKey = (userId: string, bookId: string, name: string) => `${bookPrefix(userId, bookId)}${name}`;
export const storybookPageKey = (userId: string, bookId: string, page: number, mimeType?: ImageMimeType) =>
  bookFileKey(userId, bookId, `page-${page}.${imageExtension(mimeType)}`);
/** Everything of one batch from a spreadsheet (its photos): deleted as one prefix with the batch. */
export const batchPrefix = (userId: string, batchId: string) => `${userPrefix(userId)}batches/${batchId}/`;
/** A batch's photo, numbered (a file name from the user's computer never becomes a key). */
export const batchPhotoKey = (userId: string, batchId: string, index: number, contentType: string) =>
  `${batchPrefix(userId, batchId)}photo-${index}.${UPLOAD_EXTENSIONS[contentType] ?? "jpg"}`;
/** A page's narration: WAV when the engine made WAV, else MP3. */
export const storybookAudioKey = (userId: string, bookId: string, page: number, mimeType: string) =>
  bookFileKey(userId, bookId, `page-${page}.${mimeType.includes("wav") ? "wav" : "mp3"}`);

/** Where the SPA fetches a stored file (worker/features/files/routes.ts serves it). */
export const fileUrl = (key: string) => `/api/files/${key}`;

// A variant sits beside its original (`…/page-1.png~thumb`): a prefix delete takes it along, the
// owner check is the original's, and the orphan sweep keeps it exactly as long as its original.
// The full-size copy with the visible AI-content label drawn in (`…~labelled`, decision 24) is one
// of them: downloads of a picture the service made give it, the original stays for Article 9.
const VARIANT_NAMES = Object.keys(IMAGE_VARIANTS) as ImageVariant[];
export const LABELLED_COPY = "labelled";
export type PictureCopy = ImageVariant | typeof LABELLED_COPY;
const VARIANT_SUFFIX = new RegExp(`~(${[...VARIANT_NAMES, LABELLED_COPY].join("|")})$`);
export const variantKey = (key: string, variant: PictureCopy) => `${key}~${variant}`;
export const isVariantKey = (key: string) => VARIANT_SUFFIX.test(key);
export const originalKeyOf = (key: string) => key.replace(VARIANT_SUFFIX, "");
/**
 * R2 refuses a key longer than 1024 bytes (UTF-8) with an error, not a miss
 * (https://developers.cloudflare.com/r2/reference/limits/): a key that long, or whose variant's
 * key would be, names no file of ours (every key made here is far shorter).
 */
export const R2_MAX_KEY_BYTES = 1024;
const LONGEST_SUFFIX = Math.max(...VARIANT_NAMES.map((v) => v.length + 1));
export const isStorableKey = (key: string) => new TextEncoder().encode(key).length + LONGEST_SUFFIX <= R2_MAX_KEY_BYTES;

/** The keys and their variants' keys, for deletes. */
export const withVariants = (keys: string[]) =>
  keys.flatMap((key) => [key, ...[...VARIANT_NAMES, LABELLED_COPY].map((v) => variantKey(key, v as PictureCopy))]);

/**
 * A picture the service made (a work's image, a book's page), as opposed to a user's upload: only
 * these carry AI-content labels (decision 24). A user's own room photo is not AI-generated.
 */
export const isMadeByService = (key: string) => /^u\/[^/]+\/(works|books)\/.+\.(png|jpg|webp)$/.test(key);
