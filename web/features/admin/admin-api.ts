// The back office's calls, through the one typed client (worker/features/admin/routes.ts). Types come
// from the Worker's routes. Writes that move credits carry an Idempotency-Key so a retry
// after a lost answer takes effect once.
import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api";
import type { ActionType } from "../../../shared/choices";
import type { AuditAction } from "../../../worker/platform/admin-audit";

const admin = api.admin;

type Data<F extends (...args: never[]) => Promise<unknown>> = Awaited<ReturnType<F>>;

export type AdminStats = Data<typeof adminApi.stats>;
export type OperatorAlert = AdminStats["alerts"][number];
export type UserPage = Data<typeof adminApi.users>;
export type AdminUser = UserPage["users"][number];
export type AdminUsagePage = Data<typeof adminApi.usage>;
export type AdminUsage = AdminUsagePage["records"][number];
/** The usage list's action filter: an action, or "refund" (refunds of any action). */
export type UsageAction = ActionType | "refund";
export type AuditPage = Data<typeof adminApi.audit>;
export type AuditEntry = AuditPage["entries"][number];
export type AuditFilter = { admin?: string; action?: AuditAction | ""; user?: string; from?: string; to?: string };
export type ReportStatus = "open" | "removed" | "dismissed";
export type ShareReport = Data<typeof adminApi.reports>["reports"][number];
export type ReferralRank = Data<typeof adminApi.referrals>["ranking"][number];
export type Recharge = Data<typeof adminApi.recharges>["records"][number];
export type AdminPackage = Data<typeof adminApi.packages>["packages"][number];
export type AdminStyle = Data<typeof adminApi.styles>["styles"][number];
export type AdminSettings = Data<typeof adminApi.settings>;
export type ModerationSettings = Data<typeof adminApi.moderation>;
export type LabelSettings = Data<typeof adminApi.aiLabels>;
/** The text and its mask (base64 PNG, rendered here) go together. */
export type LabelSettingsPatch = { drawn?: boolean; producer?: string; text?: string; maskPng?: string };
export type RefusalCounts = AdminStats["moderation"];
export type KeyState = AdminSettings["geminiKey"];
export type LocalizedText = Record<string, string>;
export type StyleInput = {
  id: string;
  groupId: string;
  icon?: string;
  name: LocalizedText;
  description: LocalizedText;
  prompt: string;
};
export type StylePatch = Partial<Omit<StyleInput, "id">> & { enabled?: boolean };
export type SettingsPatch = {
  geminiKey?: string | null;
  openaiKey?: string | null;
  workersAiEnabled?: boolean;
  referralRequired?: boolean;
  inviterReward?: number;
  inviteeReward?: number;
  /** Sent only after the admin confirmed saving a key that could not be tested (PROVIDER_KEY_UNTESTED). */
  saveWithoutTest?: boolean;
};
/** amountYuan as typed ("12.34"): sent as text so it is never rounded on the way. */
export type RechargeInput = { email: string; amountYuan: string; credits: number; note?: string };
/** priceYuan as typed ("29.9"), like a recharge amount. `name: null` (seed packages only): back to the translated name. */
export type PackageInput = {
  name: string;
  credits: number;
  priceYuan: string;
  popular?: boolean;
  enabled?: boolean;
  sortOrder?: number;
};
export type PackagePatch = Partial<Omit<PackageInput, "name">> & { name?: string | null };

export const adminApi = {
  stats: () => unwrap(admin.stats.$get()),
  dismissAlert: (id: string) => unwrap(admin.stats.alerts[":id"].$delete({ param: { id } })),
  users: (q: string, page: number, pageSize: number) =>
    unwrap(admin.users.$get({ query: { q: q || undefined, page: String(page), pageSize: String(pageSize) } })),
  adjustCredits: (id: string, amount: number, reason: string, key: string) =>
    unwrap(
      admin.users[":id"].credits.$post({ param: { id }, json: { amount, reason }, header: { "idempotency-key": key } }),
    ),
  suspend: (id: string, reason: string) =>
    unwrap(admin.users[":id"].suspend.$post({ param: { id }, json: { reason } })),
  unsuspend: (id: string) => unwrap(admin.users[":id"].unsuspend.$post({ param: { id }, json: {} })),
  reports: (status: ReportStatus) => unwrap(admin.reports.$get({ query: { status } })),
  removeReportedWork: (id: string) => unwrap(admin.reports[":id"].remove.$post({ param: { id }, json: {} })),
  dismissReport: (id: string) => unwrap(admin.reports[":id"].dismiss.$post({ param: { id }, json: {} })),
  audit: (p: AuditFilter & { cursor?: string }) =>
    unwrap(
      admin.audit.$get({
        query: {
          admin: p.admin || undefined,
          action: p.action || undefined,
          user: p.user || undefined,
          from: p.from || undefined,
          to: p.to || undefined,
          cursor: p.cursor,
        },
      }),
    ),
  usage: (p: { q?: string; action?: UsageAction; cursor?: string } = {}) =>
    unwrap(admin.usage.$get({ query: { q: p.q || undefined, action: p.action || undefined, cursor: p.cursor } })),
  referrals: () => unwrap(admin.referrals.$get()),
  recharges: () => unwrap(admin.recharges.$get()),
  addRecharge: (input: RechargeInput, key: string) =>
    unwrap(admin.recharges.$post({ json: input, header: { "idempotency-key": key } })),
  settleShortfall: (orderId: string) => unwrap(admin.recharges[":orderId"].settle.$post({ param: { orderId } })),
  packages: () => unwrap(admin.packages.$get()),
  createPackage: (input: PackageInput) => unwrap(admin.packages.$post({ json: input })),
  updatePackage: (id: string, patch: PackagePatch) =>
    unwrap(admin.packages[":id"].$patch({ param: { id }, json: patch })),
  styles: () => unwrap(admin.styles.$get()),
  createStyle: (input: StyleInput) => unwrap(admin.styles.$post({ json: input })),
  updateStyle: (id: string, patch: StylePatch) => unwrap(admin.styles[":id"].$put({ param: { id }, json: patch })),
  reorderStyles: (ids: string[]) => unwrap(admin.styles.reorder.$post({ json: { ids } })),
  settings: () => unwrap(admin.settings.$get()),
  saveSettings: (patch: SettingsPatch) => unwrap(admin.settings.$put({ json: patch })),
  moderation: () => unwrap(admin.moderation.$get()),
  saveModeration: (terms: string[]) => unwrap(admin.moderation.$put({ json: { terms } })),
  aiLabels: () => unwrap(admin["ai-labels"].$get()),
  saveAiLabels: (patch: LabelSettingsPatch) => unwrap(admin["ai-labels"].$put({ json: patch })),
};

/** One admin resource as a query under ["admin", ...key] (web/features/admin/use-admin-data). */
export const adminQuery = <T>(key: readonly unknown[], load: () => Promise<T>) =>
  queryOptions({ queryKey: ["admin", ...key], queryFn: load });

/** The dashboard's figures: the route's loader asks for them with the session. */
export const ADMIN_STATS_KEY = ["stats"] as const;
export const adminStatsQuery = adminQuery(ADMIN_STATS_KEY, () => adminApi.stats());
