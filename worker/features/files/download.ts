// A stored file asked for whole (`GET /api/files/<key>`, owner already checked): a picture the
// service made is handed out as its labelled full-size copy while the visible label is on; with
// `?label=none` (Article 9) as the original, which keeps its implicit label, after the user's
// acceptance and with the download logged. Anything else (narration, a user's upload) as stored.
import type { Database } from "../../platform/db/client";
import { AppError } from "../../platform/errors";
import { serveR2Object } from "../../platform/storage/serve-r2-object";
import { isMadeByService, LABELLED_COPY } from "../../platform/storage/keys";
import { activeLabel, recordUnlabelledDownload } from "../ai-labels/service";
import { serveCopy } from "./service";
import { PRIVATE_FILE } from "./variant-serving";

export async function serveDownload(
  env: Pick<Env, "FILES" | "IMAGES" | "DB">,
  db: Database,
  userId: string,
  key: string,
  request: Request,
  label: string | undefined,
) {
  if (label !== undefined && label !== "none") throw new AppError("VALIDATION_ERROR", "label must be none.");
  const original = () => serveR2Object(env.FILES, key, request, { cacheControl: PRIVATE_FILE });
  if (!isMadeByService(key)) return original();
  if (label === "none") {
    // The file must exist before a download is logged.
    if (!(await env.FILES.head(key))) throw new AppError("NOT_FOUND", "File not found.");
    await recordUnlabelledDownload(db, userId, key);
    return original();
  }
  if (!(await activeLabel(db)).drawn) return original();
  return serveCopy(env, db, key, LABELLED_COPY, request, PRIVATE_FILE);
}
