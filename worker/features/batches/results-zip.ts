// The ZIP of a batch's results, streamed one picture at a time (platform/zip.ts). Each picture is
// what a download of the work gives (decision 24): its labelled copy while the visible label is on,
// made first if it is missing. Files are named by the row's line in the sheet, the variant and the
// start of the prompt, so a seller finds each row's pictures next to the sheet.
import { and, eq, sql } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { generatedArtworks } from "../../platform/db/schema";
import { LABELLED_COPY, variantKey } from "../../platform/storage/keys";
import { zipStream, type ZipEntry } from "../../platform/zip";
import { activeLabel } from "../ai-labels/service";
import { makeVariants } from "../files/service";
import type { Batch, BatchRow } from "./batches";

const EXTENSIONS: Record<string, string> = { "image/png": "png", "image/jpeg": "jpg", "image/webp": "webp" };

/** Letters and digits of any script, the rest as "-", at most 40 characters. */
const slug = (prompt: string) =>
  Array.from(prompt.normalize("NFC").replace(/[^\p{L}\p{N}]+/gu, "-"))
    .slice(0, 40)
    .join("")
    .replace(/^-+|-+$/g, "");

/** A result's name without its extension: the row's line, the variant (1…) and the prompt's start. */
export const resultName = (row: Pick<BatchRow, "line" | "prompt">, index: number) =>
  `${String(row.line).padStart(3, "0")}-${index + 1}-${slug(row.prompt) || "image"}`;

export async function resultsZip(env: Env, db: Database, batch: Batch, rows: BatchRow[]) {
  const ids = rows.flatMap((r) => r.workIds ?? []);
  const works = ids.length
    ? await db
        .select({ id: generatedArtworks.id, imageKey: generatedArtworks.imageKey })
        .from(generatedArtworks)
        .where(
          and(
            eq(generatedArtworks.userId, batch.userId),
            sql`${generatedArtworks.id} IN (SELECT value FROM json_each(${JSON.stringify(ids)}))`,
          ),
        )
        .all()
    : [];
  const keyOf = new Map(works.map((w) => [w.id, w.imageKey]));
  const drawn = (await activeLabel(db)).drawn;
  const read = async (key: string) => {
    if (!drawn) return env.FILES.get(key);
    const copy = variantKey(key, LABELLED_COPY);
    const object = await env.FILES.get(copy);
    if (object) return object;
    await makeVariants(env, key, db);
    return env.FILES.get(copy);
  };
  const entries: ZipEntry[] = rows.flatMap((row) =>
    (row.workIds ?? []).flatMap((id, index) => {
      const key = keyOf.get(id);
      if (!key) return [];
      const entry: ZipEntry = async () => {
        const object = await read(key);
        if (!object) return null;
        const extension = EXTENSIONS[object.httpMetadata?.contentType ?? ""] ?? key.split(".").pop() ?? "png";
        return { name: `${resultName(row, index)}.${extension}`, body: object.body };
      };
      return [entry];
    }),
  );
  return zipStream(entries);
}
