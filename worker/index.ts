// The Worker: the API under /api, what the asset store does not hold (worker/features/site: the SPA's routes,
// 404s for missing /assets/ files, robots.txt and the sitemap), the background-task queues, the
// cron jobs (every minute: stuck tasks and their missing refunds, paid requests that never
// finished (their open charges refunded), orphaned files, expired account-limit counters,
// abandoned checkout orders, the image-variants backfill (which also labels older pictures),
// downloads-without-label records past their six months), and the per-user live Durable Object.
// Files in dist/ are served by the platform before this runs.
import { createApp } from "./app";
import { pruneAccountLimits } from "./platform/auth/account-limits";
import { failAbandonedOrders } from "./features/payments/orders";
import { consumeDeadLetters, consumeTasks, type QueueMessage } from "./features/tasks/consumer";
import { sweepStuckTasks } from "./features/tasks/sweeper";
import { refundOpenCharges } from "./features/open-charges/service";
import { sweepOrphanFiles } from "./features/files/orphan-sweep";
import { sweepExpiredBatches } from "./features/batches/service";
import { backfillVariants } from "./features/files/variant-backfill";
import { pruneUnlabelledDownloads } from "./features/ai-labels/unlabelled-downloads";
import { createDb } from "./platform/db/client";
import { sweepExportPacks } from "./features/exports/service";
import { createSite } from "./features/site/site";

export { UserLive } from "./platform/live/user-live";

const app = createApp();
const site = createSite();

const isApi = (request: Request) => new URL(request.url).pathname.startsWith("/api/");

export default {
  fetch: (request, env, ctx) => (isApi(request) ? app.fetch(request, env, ctx) : site.fetch(request, env, ctx)),
  queue: (batch, env) => (batch.queue.endsWith("-dlq") ? consumeDeadLetters(batch, env) : consumeTasks(batch, env)),
  scheduled: (controller, env, ctx) =>
    ctx.waitUntil(
      Promise.all([
        sweepStuckTasks(env),
        refundOpenCharges(env, controller.scheduledTime),
        sweepOrphanFiles(env),
        pruneAccountLimits(env.DB),
        failAbandonedOrders(env.DB),
        backfillVariants(env),
        pruneUnlabelledDownloads(createDb(env.DB)),
        sweepExpiredBatches(env),
        sweepExportPacks(env),
      ]),
    ),
} satisfies ExportedHandler<Env, QueueMessage>;
