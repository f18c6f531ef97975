// Atelier's own tables. The credit ledger (usage_records) is the source of truth for money:
// a trigger in migrations/ applies every ledger row to user_credits.balance in the same
// statement, and the CHECK on balance makes an overdraft abort that statement (see
// worker/features/credits/service.ts).
import { sql } from "drizzle-orm";
import { sqliteTable, text, integer, index, check, uniqueIndex, primaryKey } from "drizzle-orm/sqlite-core";
import {
  RECHARGE_SOURCES,
  RECHARGE_STATUSES,
  type ActionType,
  type TaskStatus,
  type TaskType,
  type WorkSource,
} from "../../../shared/choices";
import type { DemoReading } from "../../demo-engine/prompt/read";
import { user } from "./auth-schema";
import type { ErrorCode } from "../errors";

export * from "./auth-schema";
export * from "./batch-schema";
/** The columns' closed lists live in shared/choices (the SPA shows them too). */
export type { ActionType, TaskStatus, TaskType, WorkSource };

const createdAt = () =>
  integer("created_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

const updatedAt = () =>
  integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`);

const userRef = () =>
  text("user_id")
    .notNull()
    .references(() => user.id, { onDelete: "cascade" });

/** Ledger-like rows outlive their user: account deletion leaves them anonymised (user_id null). */
const keptUserRef = () => text("user_id").references(() => user.id, { onDelete: "set null" });

export const profiles = sqliteTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  username: text("username").notNull(),
  /** The owner's identity hash (worker/platform/auth/email-identity.ts): an alias cannot refer itself. */
  emailHash: text("email_hash"),
  createdAt: createdAt(),
});

export const userCredits = sqliteTable(
  "user_credits",
  {
    userId: text("user_id")
      .primaryKey()
      .references(() => user.id, { onDelete: "cascade" }),
    balance: integer("balance").notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [check("user_credits_balance_non_negative", sql`${t.balance} >= 0`)],
);

export const userRoles = sqliteTable(
  "user_roles",
  {
    id: text("id").primaryKey(),
    userId: userRef(),
    role: text("role", { enum: ["admin"] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex("user_roles_user_role_unique").on(t.userId, t.role)],
);

export const usageRecords = sqliteTable(
  "usage_records",
  {
    id: text("id").primaryKey(),
    userId: keptUserRef(),
    actionType: text("action_type").$type<ActionType>().notNull(),
    /** Credits taken from the balance; negative when credits are given (bonus, refund). */
    creditsUsed: integer("credits_used").notNull(),
    metadata: text("metadata", { mode: "json" }).$type<Record<string, unknown>>(),
    /** Makes every spend, refund and grant happen at most once. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    index("usage_records_user_created_idx").on(t.userId, t.createdAt),
    index("usage_records_created_idx").on(t.createdAt, t.id),
  ],
);

/**
 * A synchronous paid creation's charge that has neither its result nor its refund yet (written in
 * the charge's batch, deleted in its work's): what the refund sweep pays back after 15 minutes.
 * `credits`: what an abandoned charge gives back now (features/open-charges).
 */
export const openCharges = sqliteTable(
  "open_charges",
  {
    chargeId: text("charge_id")
      .primaryKey()
      .references(() => usageRecords.id, { onDelete: "cascade" }),
    credits: integer("credits").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("open_charges_created_idx").on(t.createdAt),
    check("open_charges_credits_positive", sql`${t.credits} > 0`),
  ],
);

export type ArtworkMetadata = {
  model: string;
  engine: string;
  temperature?: number;
  maxTokens?: number;
  action: ActionType;
  fileName?: string;
  referenceCount?: number;
  aspectRatio?: string;
  /** Product images: the output size asked for (1K, 2K, 4K), where the engine offers sizes. */
  imageSize?: string;
  /** Interior design: the uploaded room photo, kept for the before/after view. */
  sourceImageKey?: string;
  /** Product images: the seller's product kept exact, its cut-out's key (docs/decisions/0033). */
  keptProduct?: { key: string };
  roomType?: string;
  designStyle?: string;
  /** Storybook: the book this cover stands for in the library. */
  storybookId?: string;
  numPages?: number;
  taskId?: string;
  instruction?: string;
  width?: number;
  height?: number;
  /** Demo engine: what it understood in the prompt, shown next to its badge. */
  understood?: DemoReading;
  /** A generation of several variants: how many it asked for (its works share one charge). */
  variantCount?: number;
  /** A version made by an image tool (services/image-tools): which one, and its parameters. */
  tool?: ImageToolRecord;
};

export type ImageToolRecord = {
  name: "upscale" | "remove-background" | "expand";
  factor?: number;
  aspectRatio?: string;
  background?: { color: string } | { scene: string };
};

/** Where a work came from; the library filters on it. */

export const generatedArtworks = sqliteTable(
  "generated_artworks",
  {
    id: text("id").primaryKey(),
    userId: userRef(),
    prompt: text("prompt").notNull(),
    /** R2 object key; served through /api/files/:key after an ownership check. */
    imageKey: text("image_key").notNull(),
    creditsUsed: integer("credits_used").notNull(),
    style: text("style"),
    metadata: text("metadata", { mode: "json" }).$type<ArtworkMetadata>().notNull(),
    /** The work this one refines (conversation versions); null for a first generation. */
    parentId: text("parent_id"),
    /** The first work of a refinement conversation (itself for a first generation). */
    rootId: text("root_id").notNull(),
    version: integer("version").notNull().default(0),
    usageRecordId: text("usage_record_id"),
    /** Which of its charge's images this work is (a generation of 1–4 variants); 0 otherwise. */
    variantIndex: integer("variant_index").notNull().default(0),
    source: text("source").$type<WorkSource>().notNull().default("nano"),
    createdAt: createdAt(),
  },
  (t) => [
    index("generated_artworks_user_created_idx").on(t.userId, t.createdAt),
    index("generated_artworks_user_source_created_idx").on(t.userId, t.source, t.createdAt),
    index("generated_artworks_root_idx").on(t.rootId),
    uniqueIndex("generated_artworks_usage_record_unique").on(t.usageRecordId, t.variantIndex),
  ],
);

export const systemConfig = sqliteTable("system_config", {
  key: text("key").primaryKey(),
  value: text("value", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
  updatedAt: updatedAt(),
});

/** Art studio styles: seeded with the 21 of the spec, managed by admins later. */
export const stylePresets = sqliteTable(
  "style_presets",
  {
    id: text("id").primaryKey(),
    groupId: text("group_id").notNull(),
    icon: text("icon").notNull().default("🎨"),
    /** Per-locale display names and descriptions, e.g. { "zh-CN": "浮世绘", "en-US": "Ukiyo-e" }. */
    name: text("name", { mode: "json" }).$type<Record<string, string>>().notNull(),
    description: text("description", { mode: "json" }).$type<Record<string, string>>().notNull(),
    /** The fixed English transformation prompt sent to AI providers. */
    prompt: text("prompt").notNull(),
    enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
    sortOrder: integer("sort_order").notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index("style_presets_enabled_order_idx").on(t.enabled, t.sortOrder)],
);

/**
 * Background creations (spec §3). Moves pending → processing → completed | failed only through
 * conditional updates (worker/features/tasks/service.ts), so a redelivered queue message does nothing.
 */
export const generationTasks = sqliteTable(
  "generation_tasks",
  {
    id: text("id").primaryKey(),
    userId: userRef(),
    taskType: text("task_type").$type<TaskType>().notNull(),
    status: text("status").$type<TaskStatus>().notNull().default("pending"),
    inputData: text("input_data", { mode: "json" }).$type<Record<string, unknown>>().notNull(),
    creditsCost: integer("credits_cost").notNull(),
    errorMessage: text("error_message"),
    /** Why it failed as a stable code (worker/platform/errors.ts) and its details, which the SPA translates. */
    errorCode: text("error_code").$type<ErrorCode>(),
    errorDetails: text("error_details", { mode: "json" }).$type<Record<string, unknown>>(),
    /** e.g. { step: 3, total: 8 } while a storybook is being illustrated. */
    progress: text("progress", { mode: "json" }).$type<{ step: number; total: number } | null>(),
    /** The generated_artworks row the finished task produced. */
    resultWorkId: text("result_work_id"),
    usageRecordId: text("usage_record_id"),
    /** The queue message that holds the task, and its delivery attempt (see claimTask). */
    claimedBy: text("claimed_by"),
    attempt: integer("attempt").notNull().default(0),
    /** A storybook's story and finished pages so far: a retried message resumes from them. */
    checkpoint: text("checkpoint", { mode: "json" }).$type<BookCheckpoint>(),
    startedAt: integer("started_at", { mode: "timestamp_ms" }),
    finishedAt: integer("finished_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("generation_tasks_user_status_idx").on(t.userId, t.status, t.createdAt),
    index("generation_tasks_status_started_idx").on(t.status, t.startedAt),
    // The shared queue in order, and the recent completed tasks (features/tasks/queue-places.ts).
    index("generation_tasks_status_created_idx").on(t.status, t.createdAt),
  ],
);

export const interiorDesigns = sqliteTable(
  "interior_designs",
  {
    id: text("id").primaryKey(),
    userId: userRef(),
    taskId: text("task_id").notNull().unique(),
    sourceImageKey: text("source_image_key").notNull(),
    generatedImageKey: text("generated_image_key").notNull(),
    prompt: text("prompt").notNull(),
    roomType: text("room_type").notNull(),
    designStyle: text("design_style").notNull(),
    creditsUsed: integer("credits_used").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("interior_designs_user_created_idx").on(t.userId, t.createdAt)],
);

export type StoryPage = { text: string; imageKey: string; audioKey?: string | null };

/**
 * How far a storybook task got (features/tasks/book-checkpoint.ts): the story and every finished
 * page, whose picture and narration are already in R2. Valid only for the engine that made them.
 */
export type BookCheckpoint = {
  engine: string;
  model: string;
  story: { title: string; pages: string[] };
  pages: StoryPage[];
  /** False once narration failed: the browser reads the remaining pages aloud. */
  narrating: boolean;
};

export const storybooks = sqliteTable(
  "storybooks",
  {
    id: text("id").primaryKey(),
    userId: userRef(),
    taskId: text("task_id").notNull().unique(),
    title: text("title").notNull(),
    idea: text("idea").notNull(),
    style: text("style").notNull(),
    language: text("language").notNull(),
    numPages: integer("num_pages").notNull(),
    pages: text("pages", { mode: "json" }).$type<StoryPage[]>().notNull(),
    referenceImageKey: text("reference_image_key"),
    creditsUsed: integer("credits_used").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("storybooks_user_created_idx").on(t.userId, t.createdAt)],
);

/** Every user's own invite code (8 uppercase letters and digits). */
export const referralCodes = sqliteTable("referral_codes", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  code: text("code").notNull().unique(),
  isActive: integer("is_active", { mode: "boolean" }).notNull().default(true),
  totalInvites: integer("total_invites").notNull().default(0),
  totalRewards: integer("total_rewards").notNull().default(0),
  createdAt: createdAt(),
});

/** Who invited whom; pending until the invitee's first sign-in pays both sides once. */
export const referralRelationships = sqliteTable(
  "referral_relationships",
  {
    id: text("id").primaryKey(),
    inviterId: text("inviter_id").references(() => user.id, { onDelete: "set null" }),
    inviteeId: text("invitee_id")
      .unique()
      .references(() => user.id, { onDelete: "set null" }),
    referralCode: text("referral_code").notNull(),
    status: text("status", { enum: ["pending", "completed"] })
      .notNull()
      .default("pending"),
    inviterReward: integer("inviter_reward").notNull().default(0),
    inviteeReward: integer("invitee_reward").notNull().default(0),
    createdAt: createdAt(),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }),
  },
  (t) => [index("referral_relationships_inviter_idx").on(t.inviterId, t.createdAt)],
);

/** What the credits page sells; admins edit them (issue 16). The spec's three are the seed. */
export const creditPackages = sqliteTable("credit_packages", {
  id: text("id").primaryKey(),
  /** NULL: a seed package shown under its translated name; otherwise the admin's, as typed. */
  name: text("name"),
  credits: integer("credits").notNull(),
  /** In fen (1/100 yuan). */
  priceCents: integer("price_cents").notNull(),
  popular: integer("popular", { mode: "boolean" }).notNull().default(false),
  enabled: integer("enabled", { mode: "boolean" }).notNull().default(true),
  sortOrder: integer("sort_order").notNull().default(0),
  createdAt: createdAt(),
  updatedAt: integer("updated_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});

/**
 * Recharge orders: manual ones recorded by admins (completed at once), and Stripe Checkout
 * orders (pending until the verified webhook completes them; see worker/features/payments/).
 */
export const rechargeRecords = sqliteTable(
  "recharge_records",
  {
    orderId: text("order_id").primaryKey(),
    userId: keptUserRef(),
    /** In fen (1/100 yuan), so sums are exact. */
    amountCents: integer("amount_cents").notNull(),
    credits: integer("credits").notNull(),
    status: text("status", { enum: RECHARGE_STATUSES }).notNull().default("completed"),
    note: text("note"),
    createdBy: text("created_by"),
    usageRecordId: text("usage_record_id"),
    createdAt: createdAt(),
    source: text("source", { enum: RECHARGE_SOURCES }).notNull().default("manual"),
    packageId: text("package_id"),
    checkoutSessionId: text("checkout_session_id").unique("recharge_records_checkout_session_unique"),
    paymentIntentId: text("payment_intent_id"),
    paymentMethod: text("payment_method"),
    /** What Stripe refunded and what lost disputes took, in fen. */
    refundedCents: integer("refunded_cents").notNull().default(0),
    disputedCents: integer("disputed_cents").notNull().default(0),
    /** Credits the refunds and disputes took back in total; the part already spent is the shortfall. */
    reversedCredits: integer("reversed_credits").notNull().default(0),
    shortfallCredits: integer("shortfall_credits").notNull().default(0),
    completedAt: integer("completed_at", { mode: "timestamp_ms" }),
    /** An admin marked the shortfall settled (paid back some other way); the buyer may buy again. */
    shortfallSettledAt: integer("shortfall_settled_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    index("recharge_records_created_idx").on(t.createdAt),
    index("recharge_records_payment_intent_idx").on(t.paymentIntentId),
    index("recharge_records_user_created_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * Mail kept instead of sent when DEV_OUTBOX="1" (local runs only, see worker/platform/mail/dev-outbox.ts);
 * production never writes here.
 */
export const devOutbox = sqliteTable(
  "dev_outbox",
  {
    id: text("id").primaryKey(),
    recipient: text("recipient").notNull(),
    subject: text("subject").notNull(),
    text: text("text").notNull(),
    html: text("html").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("dev_outbox_created_idx").on(t.createdAt)],
);

/**
 * What one person (one mailbox, aliases folded together, see worker/platform/auth/email-identity.ts) has
 * had once: the sign-up bonus, a referral. Keyed by a keyed hash of the canonical address, never
 * the address itself, and kept when the account is deleted (user_id becomes NULL) so a deleted
 * address registered again gets neither a second time.
 */
export const IDENTITY_CLAIMS = ["signup_bonus", "referral"] as const;
export type IdentityClaim = (typeof IDENTITY_CLAIMS)[number];

export const identityClaims = sqliteTable(
  "identity_claims",
  {
    hash: text("hash").notNull(),
    kind: text("kind", { enum: IDENTITY_CLAIMS }).notNull(),
    userId: text("user_id").references(() => user.id, { onDelete: "set null" }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.hash, t.kind] }), index("identity_claims_user_idx").on(t.userId)],
);

/**
 * Per-account counters (worker/platform/auth/account-limits.ts): failed sign-ins and verification mails of
 * one address, whatever the client address. Keyed by a hash of the address and what is counted.
 */
export const accountLimits = sqliteTable("account_limits", {
  key: text("key").primaryKey(),
  count: integer("count").notNull(),
  windowStartedAt: integer("window_started_at").notNull(),
});

/**
 * Boards: the user's named collections of works (issue 15). A board holds creations, not single
 * versions: board_works.work_id is a creation's original (its root id), so a refinement shows up
 * in the boards of its creation and deleting the original takes the creation out of every board.
 * Names are unique per user whatever their case (the service compares Unicode-lowercased names;
 * the index on lower(name) stops a racing duplicate that differs only in ASCII case).
 */
export const boards = sqliteTable(
  "boards",
  {
    id: text("id").primaryKey(),
    userId: userRef(),
    name: text("name").notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex("boards_user_name_unique").on(t.userId, sql`lower(${t.name})`),
    index("boards_user_created_idx").on(t.userId, t.createdAt),
  ],
);

export const boardWorks = sqliteTable(
  "board_works",
  {
    boardId: text("board_id")
      .notNull()
      .references(() => boards.id, { onDelete: "cascade" }),
    workId: text("work_id")
      .notNull()
      .references(() => generatedArtworks.id, { onDelete: "cascade" }),
    addedAt: integer("added_at", { mode: "timestamp_ms" })
      .notNull()
      .default(sql`(unixepoch('subsec') * 1000)`),
  },
  (t) => [primaryKey({ columns: [t.boardId, t.workId] }), index("board_works_work_idx").on(t.workId)],
);

/**
 * Share links (issue 15): a public, unguessable, revocable link to one work or one storybook.
 * The id is the link's token (192 random bits, base64url) and the only key a visitor holds.
 * Revoking deletes the row, so a revoked link is simply unknown; deleting the work, the storybook
 * or the account takes its links along (ON DELETE CASCADE). One live link per shared thing.
 */
export const shares = sqliteTable(
  "shares",
  {
    id: text("id").primaryKey(),
    userId: userRef(),
    workId: text("work_id").references(() => generatedArtworks.id, { onDelete: "cascade" }),
    storybookId: text("storybook_id").references(() => storybooks.id, { onDelete: "cascade" }),
    createdAt: createdAt(),
  },
  (t) => [
    check("shares_one_target", sql`(${t.workId} IS NULL) <> (${t.storybookId} IS NULL)`),
    uniqueIndex("shares_work_unique").on(t.workId),
    uniqueIndex("shares_storybook_unique").on(t.storybookId),
    index("shares_user_created_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * Personal API tokens (issue 15; worker/features/api-tokens/): a user's keys for the creation routes.
 * Only the SHA-256 of the secret is stored (hex), never the secret; `prefix` is its first
 * characters, for recognising it on the account page. Revoking deletes the row, so a revoked
 * token is unknown from the next request on; deleting the account takes the tokens along.
 * lastUsedAt moves at most once a minute (a write per request would cost more than it tells).
 */
export const apiTokens = sqliteTable(
  "api_tokens",
  {
    id: text("id").primaryKey(),
    userId: userRef(),
    name: text("name").notNull(),
    tokenHash: text("token_hash").notNull(),
    prefix: text("prefix").notNull(),
    createdAt: createdAt(),
    lastUsedAt: integer("last_used_at", { mode: "timestamp_ms" }),
  },
  (t) => [
    uniqueIndex("api_tokens_hash_unique").on(t.tokenHash),
    index("api_tokens_user_created_idx").on(t.userId, t.createdAt),
  ],
);

/**
 * The SHA-256 (hex) of each picture's stored variants, by the original's R2 key (issue 24,
 * decision 21; worker/platform/image/variant-hashes.ts). Listings read it to hand out content-addressed
 * URLs; the variant's own R2 metadata is what serving trusts. NULL: not known yet.
 */
export const variantHashes = sqliteTable("variant_hashes", {
  key: text("key").primaryKey(),
  thumb: text("thumb"),
  display: text("display"),
});

/**
 * Refusals by moderation, per UTC day ("2026-11-27") and category (issue 25, decision 0025;
 * worker/features/moderation/refusal-counts.ts): Llama Guard's "S1"…"S14", "terms" (the admin's
 * list) or "provider" (a provider's own safety refusal). The refused text is never stored.
 */
export const moderationRefusals = sqliteTable(
  "moderation_refusals",
  {
    day: text("day").notNull(),
    category: text("category").notNull(),
    count: integer("count").notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.day, t.category] })],
);

/**
 * Suspended accounts (issue 25, decision 26; migration 0020): one row while the account is
 * suspended. Read on each request that could let the user in (session, API token, sign-in),
 * never remembered.
 */
export const accountSuspensions = sqliteTable("account_suspensions", {
  userId: text("user_id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  reason: text("reason").notNull(),
  suspendedBy: text("suspended_by"),
  suspendedAt: integer("suspended_at", { mode: "timestamp_ms" })
    .notNull()
    .default(sql`(unixepoch('subsec') * 1000)`),
});

export const REPORT_STATUSES = ["open", "removed", "dismissed"] as const;
export type ReportStatus = (typeof REPORT_STATUSES)[number];

/** A visitor's report of a share link; the share's target and owner are copied, not referenced. */
export const shareReports = sqliteTable(
  "share_reports",
  {
    id: text("id").primaryKey(),
    shareId: text("share_id").notNull(),
    workId: text("work_id"),
    storybookId: text("storybook_id"),
    ownerId: text("owner_id"),
    title: text("title").notNull(),
    reason: text("reason").notNull(),
    reporterUserId: text("reporter_user_id"),
    status: text("status", { enum: REPORT_STATUSES }).notNull().default("open"),
    resolvedBy: text("resolved_by"),
    resolvedAt: integer("resolved_at", { mode: "timestamp_ms" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("share_reports_status_created_idx").on(t.status, t.createdAt),
    index("share_reports_share_idx").on(t.shareId),
  ],
);

/** Every admin action (decision 26): who, when, what, on whom, and the reason typed. */
export const adminAuditLog = sqliteTable(
  "admin_audit_log",
  {
    id: text("id").primaryKey(),
    adminId: text("admin_id").notNull(),
    adminEmail: text("admin_email").notNull(),
    action: text("action").notNull(),
    targetUserId: text("target_user_id"),
    reason: text("reason"),
    details: text("details", { mode: "json" }).$type<Record<string, unknown>>(),
    createdAt: createdAt(),
  },
  (t) => [
    index("admin_audit_log_created_idx").on(t.createdAt, t.id),
    index("admin_audit_log_admin_idx").on(t.adminId, t.createdAt),
    index("admin_audit_log_action_idx").on(t.action, t.createdAt),
    index("admin_audit_log_target_idx").on(t.targetUserId, t.createdAt),
  ],
);

/**
 * AI-content labels (issue 25, decision 24; worker/features/ai-labels/). The ProduceID of each
 * picture the service made, by its R2 key (the same id is written into the file's `AIGC` metadata).
 */
export const pictureLabels = sqliteTable("picture_labels", {
  key: text("key").primaryKey(),
  produceId: text("produce_id").notNull().unique("picture_labels_produce_id_unique"),
  createdAt: integer("created_at", { mode: "timestamp_ms" }).notNull(),
});

/** A user's acceptance of the labelling duty (Article 9), to download pictures without the drawn label. */
export const unlabelledDownloadConsents = sqliteTable("unlabelled_download_consents", {
  userId: userRef().primaryKey(),
  acceptedAt: integer("accepted_at", { mode: "timestamp_ms" }).notNull(),
  withdrawnAt: integer("withdrawn_at", { mode: "timestamp_ms" }),
});

/** Each download without the drawn label; no foreign keys: kept ≥ 6 months whatever is deleted. */
export const unlabelledDownloads = sqliteTable(
  "unlabelled_downloads",
  {
    id: text("id").primaryKey(),
    userId: text("user_id").notNull(),
    workId: text("work_id").notNull(),
    fileKey: text("file_key").notNull(),
    downloadedAt: integer("downloaded_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [
    index("unlabelled_downloads_user_idx").on(t.userId, t.downloadedAt),
    index("unlabelled_downloads_time_idx").on(t.downloadedAt),
  ],
);

/** Marketplace export packs (decision 0034): files in R2 under u/<user>/exports/<id>/ until expiresAt. */
export const exportPacks = sqliteTable(
  "export_packs",
  {
    id: text("id").primaryKey(),
    userId: userRef(),
    workId: text("work_id").notNull(),
    /** The marketplaces asked for, as JSON (shared/marketplace-rules.ts). */
    targets: text("targets", { mode: "json" }).$type<string[]>().notNull(),
    /** The user's language: the alt texts are written in it. */
    locale: text("locale").notNull(),
    status: text("status", { enum: ["pending", "ready", "failed"] })
      .notNull()
      .default("pending"),
    errorCode: text("error_code").$type<ErrorCode>(),
    createdAt: createdAt(),
    expiresAt: integer("expires_at", { mode: "timestamp_ms" }).notNull(),
  },
  (t) => [index("export_packs_expires_idx").on(t.expiresAt)],
);
