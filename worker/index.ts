// The Worker: the API under /api (static assets are served by the platform before this runs),
// the background-task queues, the cron jobs (stuck tasks, orphaned files, the image-variants backfill), and the per-user
// live Durable Object.
import { createApp } from "./app";
import { pruneAccountLimits } from "./auth/account-limits";
import { consumeDeadLetters, consumeTasks, type QueueMessage } from "./queue/consumer";
import { sweepStuckTasks } from "./queue/sweeper";
import { sweepOrphanFiles } from "./services/orphan-files";
import { backfillVariants } from "./services/variant-backfill";

export { UserLive } from "./live/user-live";

const app = createApp();

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
  queue: (batch, env) => (batch.queue.endsWith("-dlq") ? consumeDeadLetters(batch, env) : consumeTasks(batch, env)),
  scheduled: (_controller, env, ctx) => ctx.waitUntil(Promise.all([sweepStuckTasks(env), sweepOrphanFiles(env), pruneAccountLimits(env.DB), backfillVariants(env)])),
} satisfies ExportedHandler<Env, QueueMessage>;
