// Keyset paging for the back office's long lists (audit log, usage): a page ends with a cursor
// naming its last row by (created_at, id), and the next page starts strictly after it, so rows
// written meanwhile never shift a page or repeat a row. The cursor is opaque to clients.
import { z } from "zod";

export type Cursor = { at: number; id: string };

export const encodeCursor = (c: Cursor) => `${c.at}_${c.id}`;

/** `?cursor=`: what encodeCursor wrote (a malformed one is 400, not page one). */
export const cursorParam = z
  .string()
  .max(100)
  .regex(/^\d{1,15}_[\w-]{1,64}$/, "is not a cursor from this list")
  .transform((raw): Cursor => {
    const cut = raw.indexOf("_");
    return { at: Number(raw.slice(0, cut)), id: raw.slice(cut + 1) };
  });

/** The next cursor: only when the page came back full (there may be more). */
export function nextCursor<T extends { id: string; createdAt: Date }>(rows: T[], limit: number) {
  const last = rows[limit - 1];
  return rows.length >= limit && last ? encodeCursor({ at: last.createdAt.getTime(), id: last.id }) : null;
}
