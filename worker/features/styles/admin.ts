// Managing the art studio's styles (style_presets): all of them with their prompts, create,
// edit, enable/disable and reorder. The public list (features/styles/service.ts) is remembered per isolate:
// each change here drops this isolate's copy, other isolates show it within a minute, and a style
// turned off is refused at once everywhere (the charge reads the row itself). Each change carries
// its audit entry in its own D1 batch.
import { asc, eq, sql } from "drizzle-orm";
import { constraintFailure, type Database } from "../../platform/db/client";
import { stylePresets } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { auditEntry, type AuditAdmin } from "../../platform/admin-audit";
import { forgetEnabledStyles, type StylePreset } from "./service";

export type StyleInput = {
  id: string;
  groupId: string;
  icon?: string;
  name: Record<string, string>;
  description: Record<string, string>;
  prompt: string;
};
export type StylePatch = Partial<Omit<StyleInput, "id">> & { enabled?: boolean };

export const SORT_STEP = 10;

export function toAdminStyle(s: StylePreset) {
  return {
    id: s.id,
    groupId: s.groupId,
    icon: s.icon,
    name: s.name,
    description: s.description,
    prompt: s.prompt,
    enabled: s.enabled,
    sortOrder: s.sortOrder,
  };
}

export function listAllStyles(db: Database) {
  return db.select().from(stylePresets).orderBy(asc(stylePresets.sortOrder), asc(stylePresets.id)).all();
}

/** Adds a style at the end of the list; 409 STYLE_EXISTS when the id is taken. */
export async function createStyle(db: Database, admin: AuditAdmin, input: StyleInput) {
  try {
    const [[row]] = await db.batch([
      db
        .insert(stylePresets)
        .values({
          ...input,
          icon: input.icon ?? "🎨",
          sortOrder: sql`(select coalesce(max(${stylePresets.sortOrder}), 0) + ${SORT_STEP} from ${stylePresets})`,
        })
        .returning(),
      auditEntry(db, admin, { action: "style.create", details: { styleId: input.id } }),
    ]);
    forgetEnabledStyles();
    return row;
  } catch (error) {
    if (constraintFailure(error) === "unique")
      throw new AppError("STYLE_EXISTS", `A style with the id "${input.id}" already exists.`);
    throw error;
  }
}

/** Changes the given fields; 404 STYLE_NOT_FOUND (and no audit entry) for an unknown id. */
export async function updateStyle(db: Database, admin: AuditAdmin, id: string, patch: StylePatch) {
  const changes = Object.fromEntries(Object.entries(patch).filter(([, v]) => v !== undefined)) as StylePatch;
  const details = {
    styleId: id,
    changed: Object.keys(changes),
    ...(changes.enabled !== undefined ? { enabled: changes.enabled } : {}),
  };
  const exists = sql`exists (select 1 from ${stylePresets} where ${stylePresets.id} = ${id})`;
  const [, [row]] = await db.batch([
    auditEntry(db, admin, { action: "style.update", details }, exists),
    Object.keys(changes).length
      ? db
          .update(stylePresets)
          .set({ ...changes, updatedAt: new Date() })
          .where(eq(stylePresets.id, id))
          .returning()
      : db.select().from(stylePresets).where(eq(stylePresets.id, id)),
  ]);
  if (!row) throw new AppError("STYLE_NOT_FOUND", "No such style.");
  forgetEnabledStyles();
  return row;
}

/** Puts the styles in the given order (sortOrder 10, 20, …); `ids` must list every style once. */
export async function reorderStyles(db: Database, admin: AuditAdmin, ids: string[]) {
  const existing = await db.select({ id: stylePresets.id }).from(stylePresets).all();
  const known = new Set(existing.map((s) => s.id));
  const given = new Set(ids);
  if (given.size !== ids.length || given.size !== known.size || ids.some((id) => !known.has(id)))
    throw new AppError("VALIDATION_ERROR", "ids: list every style exactly once.", { field: "ids" });
  const now = new Date();
  const moves = ids.map((id, i) =>
    db
      .update(stylePresets)
      .set({ sortOrder: (i + 1) * SORT_STEP, updatedAt: now })
      .where(eq(stylePresets.id, id)),
  );
  await db.batch([auditEntry(db, admin, { action: "style.reorder", details: { ids } }), ...moves]);
  forgetEnabledStyles();
  return listAllStyles(db);
}
