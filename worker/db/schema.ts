// Atelier's own tables. The credit ledger (usage_records) is the source of truth for money:
// a trigger in migrations/ applies every ledger row to user_credits.balance in the same
// statement, and the CHECK on balance makes an overdraft abort that statement (see
// worker/services/credits.ts).
import { sql } from "drizzle-orm";
import { sqliteTable, text, integer, index, check, uniqueIndex } from "drizzle-orm/sqlite-core";
import { user } from "./auth-schema";

export * from "./auth-schema";

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

export const profiles = sqliteTable("profiles", {
  id: text("id")
    .primaryKey()
    .references(() => user.id, { onDelete: "cascade" }),
  username: text("username").notNull(),
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

export const ACTION_TYPES = [
  "signup_bonus",
  "generate_image",
  "transform_image",
  "optimize_image",
  "optimize_conversation",
  "generate_product_image",
  "transcribe_audio",
  "refund",
] as const;
export type ActionType = (typeof ACTION_TYPES)[number];

export const usageRecords = sqliteTable(
  "usage_records",
  {
    id: text("id").primaryKey(),
    userId: userRef(),
    actionType: text("action_type").$type<ActionType>().notNull(),
    /** Credits taken from the balance; negative when credits are given (bonus, refund). */
    creditsUsed: integer("credits_used").notNull(),
    metadata: text("metadata", { mode: "json" }).$type<Record<string, unknown>>(),
    /** Makes every spend, refund and grant happen at most once. */
    idempotencyKey: text("idempotency_key").notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [index("usage_records_user_created_idx").on(t.userId, t.createdAt)],
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
  /** Art studio: the uploaded original, kept for the before/after view. */
  sourceImageKey?: string;
  instruction?: string;
  width?: number;
  height?: number;
};

/** Where a work came from; the library filters on it. */
export const WORK_SOURCES = ["nano", "art_studio"] as const;
export type WorkSource = (typeof WORK_SOURCES)[number];

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
    source: text("source").$type<WorkSource>().notNull().default("nano"),
    createdAt: createdAt(),
  },
  (t) => [
    index("generated_artworks_user_created_idx").on(t.userId, t.createdAt),
    index("generated_artworks_user_source_created_idx").on(t.userId, t.source, t.createdAt),
    index("generated_artworks_root_idx").on(t.rootId),
    uniqueIndex("generated_artworks_usage_record_unique").on(t.usageRecordId),
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
