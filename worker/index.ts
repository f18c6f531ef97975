// The Worker: the API under /api (static assets are served by the platform before this runs).
import { createApp } from "./app";

const app = createApp();

export default {
  fetch: (request, env, ctx) => app.fetch(request, env, ctx),
} satisfies ExportedHandler<Env>;
