// createApp(): the Hono app shared by the Worker entry and the tests. Routes are chained so
// their types flow into `AppType`, which the SPA's typed client uses. It also registers what
// account set-up and referrals do inside better-auth (the platform imports no feature).
import { Hono } from "hono";
import { authGateway } from "./platform/auth/gateway";
import { registerAuthHooks, type AuthHooks } from "./platform/auth/hooks";
import { d1Session } from "./platform/middleware/d1-session";
import type { AppEnv } from "./platform/env";
import { notFound, onError } from "./platform/middleware/on-error";
import { describeRoute, type RouteDoc } from "./platform/openapi/annotate";
import { openApiRoutes } from "./platform/openapi/route";
import { sameOriginWrites } from "./platform/middleware/same-origin";
import { securityHeaders } from "./platform/middleware/security-headers";
import { account } from "./features/account/routes";
import { unlabelledDownloadRoutes } from "./features/ai-labels/routes";
import { admin } from "./features/admin/routes";
import { boards } from "./features/boards/routes";
import { capabilities } from "./features/creations/capabilities-routes";
import { credits } from "./features/credits/routes";
import { creditPackages, payments } from "./features/payments/routes";
import { devOutbox } from "./platform/mail/dev-outbox-routes";
import { files } from "./features/files/routes";
import { health } from "./features/health/routes";
import { images } from "./features/creations/routes";
import { imageTools } from "./features/creations/tools-routes";
import { live } from "./platform/live/routes";
import { me } from "./features/account/me-routes";
import { prompts } from "./features/creations/prompt-help-routes";
import { referrals } from "./features/referrals/routes";
import { regionEdit } from "./features/creations/region-edit-routes";
import { session } from "./features/account/session-routes";
import { shareRoutes } from "./features/shares/routes";
import { storybooks } from "./features/tasks/storybook-routes";
import { tasks } from "./features/tasks/routes";
import { batchRoutes } from "./features/batches/routes";
import { styles } from "./features/styles/routes";
import { transcribe } from "./features/creations/transcription-routes";
import { works } from "./features/works/routes";
import { exportPackRoutes, workExportRoutes } from "./features/exports/routes";
import { setUpAccount } from "./features/account/service";
import { checkSignUpReferral, payReferralQuietly, recordReferralAtSignUp } from "./features/referrals/service";

/** A new user's account and referral, the invite-only check and the reward (platform/auth/hooks.ts). */
const authFeatureHooks: AuthHooks = {
  beforeSignUp: checkSignUpReferral,
  userCreated: async (env, db, user, body) => {
    await setUpAccount(db, user, env.BETTER_AUTH_SECRET);
    await recordReferralAtSignUp(db, user.id, body);
  },
  signedIn: payReferralQuietly,
  emailVerified: payReferralQuietly,
};

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
  registerAuthHooks(authFeatureHooks);
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
    .route("/works", workExportRoutes)
    .route("/exports", exportPackRoutes)
    .route("/boards", boards)
    .route("/shares", shareRoutes)
    .route("/files", files)
    .route("/styles", styles)
    .route("/transcribe", transcribe)
    .route("/capabilities", capabilities)
    .route("/tasks", tasks)
    .route("/batches", batchRoutes)
    .route("/storybooks", storybooks)
    .route("/referrals", referrals)
    .route("/live", live)
    .route("/admin", admin)
    .route("/dev", devOutbox);
}

export type AppType = ReturnType<typeof createApp>;
