// The one byte range a request's `Range` header asks for, in R2's terms. Only the single-range
// forms browsers send for media (`bytes=0-`, `bytes=0-1`, `bytes=500-999`, `bytes=-500`); anything
// else (several ranges, other units, nonsense) is ignored and the whole file is served, as RFC 9110
// §14.2 allows. Whether the range fits the file is R2's to say: it refuses a start past the end.

/** The requested range, or null to serve the whole file. */
export function requestedRange(header: string | null | undefined): R2Range | null {
  const match = /^bytes=(\d*)-(\d*)$/.exec((header ?? "").trim());
  if (!match) return null;
  const [, first, last] = match;
  if (!first) return last ? { suffix: Number(last) } : null;
  const offset = Number(first);
  if (!last) return { offset };
  const end = Number(last);
  return end < offset ? null : { offset, length: end - offset + 1 };
}

/** Where a range lands in a file of `size` bytes (R2 shortens a range that runs past the end). */
export function rangeWithin(range: R2Range, size: number): { offset: number; length: number } {
  if ("suffix" in range) {
    const length = Math.min(range.suffix, size);
    return { offset: size - length, length };
  }
  const offset = range.offset ?? 0;
  return { offset, length: Math.min(range.length ?? size - offset, size - offset) };
}

/** `bytes 0-9/20`, the Content-Range of a 206. */
export const contentRange = ({ offset, length }: { offset: number; length: number }, size: number) =>
  `bytes ${offset}-${offset + length - 1}/${size}`;
