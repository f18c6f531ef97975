// The art studio's styles (style_presets): the enabled ones in their order, names per locale, and
// the style a transform charges for (creations/transform.ts). The back office edits them
// (./admin.ts, mounted under /api/admin/styles) and drops this isolate's remembered list.
import { asc, eq } from "drizzle-orm";
import type { Database } from "../../platform/db/client";
import { stylePresets } from "../../platform/db/schema";
import { AppError } from "../../platform/errors";
import { remembered } from "../../platform/settings-cache";

export type StylePreset = typeof stylePresets.$inferSelect;

export function listEnabledStyles(db: Database) {
  return db
    .select()
    .from(stylePresets)
    .where(eq(stylePresets.enabled, true))
    .orderBy(asc(stylePresets.sortOrder), asc(stylePresets.id))
    .all();
}

const enabledStyles = remembered<StylePreset[]>();

/** The list the studio shows, as this isolate last read it (at most a minute ago). */
export const rememberedEnabledStyles = (db: Database) => enabledStyles.read(() => listEnabledStyles(db));

/** After an admin's change to any style: this isolate's next list is read from D1. */
export const forgetEnabledStyles = () => enabledStyles.drop();

/**
 * The style to charge for, or STYLE_NOT_FOUND before any charge, read now (never from the
 * remembered list). A style the admin turned off says so (details.disabled), so a studio opened
 * before the change can refresh its list.
 */
export async function getEnabledStyle(db: Database, id: string) {
  const style = await db.select().from(stylePresets).where(eq(stylePresets.id, id)).get();
  if (!style) throw new AppError("STYLE_NOT_FOUND", "That style is not available.", { styleId: id });
  if (!style.enabled)
    throw new AppError("STYLE_NOT_FOUND", "That style has been turned off; choose another one.", {
      styleId: id,
      disabled: true,
    });
  return style;
}

/** What the SPA needs: no prompts (they are the provider's business). */
export function toPublicStyle(s: StylePreset) {
  return { id: s.id, group: s.groupId, icon: s.icon, name: s.name, description: s.description };
}
