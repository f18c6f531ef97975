// Uploaded images are judged by their bytes, never by the client's name or Content-Type: the
// format by magic bytes and the dimensions from the frame header (a file whose headers disagree is
// refused), before any decode, engine or credit. The
// client's file name is only kept for display (work and task metadata), without bidi controls.
import { MAX_IMAGE_MEGAPIXELS, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, MB } from "../../../shared/limits";
import { AppError } from "../errors";
import { inspectImageHeader, sniffImageType, type ImageType } from "./header";
import { stripBidiControls } from "../typed-text";

export { sniffImageType, type ImageType };

/** Reads and checks uploaded images: count, size each, type by magic bytes, dimensions. */
export async function readImageUploads(files: File[], limits: { maxCount: number; maxBytes: number }) {
  if (files.length > limits.maxCount)
    throw new AppError("TOO_MANY_IMAGES", `At most ${limits.maxCount} reference images.`, { max: limits.maxCount });
  const images: { bytes: Uint8Array; type: ImageType; name: string; width: number; height: number }[] = [];
  for (const file of files) {
    const name = stripBidiControls(file.name);
    if (file.size > limits.maxBytes)
      throw new AppError("IMAGE_TOO_LARGE", `Each image must be at most ${limits.maxBytes / MB} MB.`, {
        maxMb: limits.maxBytes / MB,
        file: name,
      });
    const bytes = new Uint8Array(await file.arrayBuffer());
    if (!sniffImageType(bytes))
      throw new AppError("UNSUPPORTED_IMAGE_TYPE", "Only PNG, JPEG or WebP images are accepted.", { file: name });
    // Dimensions from the frame itself, never only from a container's header that may lie about it.
    const header = inspectImageHeader(bytes);
    if (header === "disagree")
      throw new AppError("IMAGE_HEADERS_DISAGREE", "The image's headers give different sizes; it was not opened.", {
        file: name,
      });
    if (!header || header === "unreadable")
      throw new AppError("UNSUPPORTED_IMAGE_TYPE", "The image's header cannot be read; the file may be damaged.", {
        file: name,
      });
    const { width, height } = header;
    if (width > MAX_IMAGE_SIDE || height > MAX_IMAGE_SIDE || width * height > MAX_IMAGE_PIXELS)
      throw new AppError(
        "IMAGE_DIMENSIONS_TOO_LARGE",
        `Images may be at most ${MAX_IMAGE_SIDE} px a side and ${MAX_IMAGE_MEGAPIXELS} megapixels (4096 × 4096).`,
        { file: name, width, height, maxSide: MAX_IMAGE_SIDE, maxMegapixels: MAX_IMAGE_MEGAPIXELS },
      );
    images.push({ bytes, type: header.type, name, width, height });
  }
  return images;
}
