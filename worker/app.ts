// createApp(): the Hono app shared by the Worker entry and the tests. Routes are chained so
// their types flow into `AppType`, which the SPA's typed client uses.
import { Hono } from "hono";
import { authGateway } from "./auth/gateway";
import { d1Session } from "./middleware/d1-session";
import type { AppEnv } from "./env";
import { notFound, onError } from "./middleware/on-error";
import { describeRoute, type RouteDoc } from "./openapi/annotate";
import { openApiRoutes } from "./openapi/route";
import { sameOriginWrites } from "./middleware/same-origin";
import { securityHeaders } from "./middleware/security-headers";
import { account } from "./routes/account";
import { unlabelledDownloadRoutes } from "./features/ai-labels/routes";
import { admin } from "./routes/admin";
import { boards } from "./routes/boards";
import { capabilities } from "./routes/capabilities";
import { credits } from "./routes/credits";
import { creditPackages, payments } from "./payments/routes";
import { devOutbox } from "./routes/dev-outbox";
import { files } from "./routes/files";
import { health } from "./routes/health";
import { images } from "./routes/images";
import { imageTools } from "./routes/image-tools";
import { live } from "./routes/live";
import { me } from "./routes/me";
import { prompts } from "./routes/prompts";
import { referrals } from "./routes/referrals";
import { regionEdit } from "./routes/region-edit";
import { session } from "./routes/session";
import { shareRoutes } from "./shares/routes";
import { storybooks } from "./routes/storybooks";
import { tasks } from "./creation-tasks/routes";
import { styles } from "./routes/styles";
import { transcribe } from "./routes/transcribe";
import { works } from "./routes/works";

/** better-auth's own endpoints, one entry per method in the OpenAPI document. */
const AUTH_DOC: Omit<RouteDoc, "operationId"> = {
  public: true,
  summary: "Sign-up, sign-in, sign-out, email verification, password change and reset (better-auth)",
  description:
    "Every better-auth endpoint under /api/auth, e.g. `POST /api/auth/sign-up/email`, `POST /api/auth/sign-in/email`, `POST /api/auth/sign-out`, `GET /api/auth/verify-email?token=…`, `POST /api/auth/change-password`, `POST /api/auth/request-password-reset`. Bodies are JSON; see better-auth's documentation for each one.",
  answers: {
    200: "better-auth's answer; signing in sets the session cookie.",
    302: "A link from a mail (verification, password reset) redirects to the app.",
  },
  errors: ["VALIDATION_ERROR", "UNAUTHORIZED", "RATE_LIMITED", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE"],
};

export function createApp() {
  const app = new Hono<AppEnv>().basePath("/api");
  app.use(securityHeaders);
  app.onError(onError);
  app.notFound(notFound);
  app.use(sameOriginWrites);
  app.use(d1Session);
  app.get("/auth/*", describeRoute({ operationId: "getAuthEndpoint", ...AUTH_DOC }), authGateway);
  app.post("/auth/*", describeRoute({ operationId: "postAuthEndpoint", ...AUTH_DOC }), authGateway);
  return app
    .route("/health", health)
    .route("/openapi.json", openApiRoutes(app))
    .route("/me", me)
    .route("/session", session)
    .route("/account/unlabelled-downloads", unlabelledDownloadRoutes)
    .route("/account", account)
    .route("/credits/packages", creditPackages)
    .route("/credits", credits)
    .route("/payments", payments)
    .route("/images/edit", regionEdit)
    .route("/images", images)
    .route("/images", imageTools)
    .route("/prompts", prompts)
    .route("/works", works)
    .route("/boards", boards)
    .route("/shares", shareRoutes)
    .route("/files", files)
    .route("/styles", styles)
    .route("/transcribe", transcribe)
    .route("/capabilities", capabilities)
    .route("/tasks", tasks)
    .route("/storybooks", storybooks)
    .route("/referrals", referrals)
    .route("/live", live)
    .route("/admin", admin)
    .route("/dev", devOutbox);
}

export type AppType = ReturnType<typeof createApp>;
