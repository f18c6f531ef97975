import { Hono } from "hono";
import { engineJobs } from "../../engines/select";
import { DEFAULT_IMAGE_SIZES } from "../../engines/types";
import { activeLabel } from "../ai-labels/service";
import type { AppEnv } from "../../platform/env";
import { devOutboxReachable } from "../../platform/mail/dev-outbox";
import { requireUser } from "../../platform/middleware/session";
import { describeRoute } from "../../platform/openapi/annotate";

/**
 * What this deployment can do right now: which engine serves each job (`engines`; a null
 * narration means the browser reads aloud), whether voice input works, and whether mail lands in
 * the local dev outbox (so the SPA can link to it), and whether pictures carry the drawn AI label
 * (`visibleLabel`: only then is a download without it offered). A null image, interior or
 * storybook engine: no engine serves creations at all (they answer 503 ENGINE_UNAVAILABLE). `imageEngine` and `transcription` repeat two
 * of the jobs for the pages that read them; `imageSizes` are the output sizes a generation may ask.
 */
export const capabilities = new Hono<AppEnv>().use(requireUser).get(
  "/",
  describeRoute({
    operationId: "getCapabilities",
    summary: "What this deployment can do: engines, image sizes, voice input",
    answers: { 200: "The engine serving each job and the image sizes a generation may ask for." },
  }),
  async (c) => {
    const jobs = await engineJobs(c.env, c.var.db);
    const engines = {
      image: jobs.image?.engine ?? null,
      interior: jobs.interior?.engine ?? null,
      storybook: jobs.storybook?.engine ?? null,
      narration: jobs.narration?.engine ?? null,
      transcription: jobs.transcription?.engine ?? null,
    };
    return c.json(
      {
        imageEngine: engines.image,
        imageSizes: jobs.image?.sizes ?? DEFAULT_IMAGE_SIZES,
        transcription: engines.transcription !== null,
        devOutbox: devOutboxReachable(c.env, c.req.url),
        engines,
        visibleLabel: (await activeLabel(c.var.db)).drawn,
      },
      200,
    );
  },
);
