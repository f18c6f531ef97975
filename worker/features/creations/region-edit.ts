// Region edit: the user painted an area of one of their works and said what to change there.
// The result is a new version of the same creation (parent = the work, same root, next version);
// its pixels outside the painted area are the original's, byte for byte, whatever the engine
// drew (engines/region/composite.ts). Mask and instruction are checked before the charge; the
// charge, refund and replay are the one path every paid creation takes (./creation).
import { and, eq, max } from "drizzle-orm";
import { REGION_EDIT_COST } from "../../../shared/prices";
import { EDITABLE_SOURCES } from "../../../shared/choices";
import { generatedArtworks } from "../../platform/db/schema";
import { compositeRegion, rgbaOf } from "../../engines/region/composite";
import { readRegionMask } from "../../engines/region/mask";
import { chooseImageEngine } from "../../engines/select";
import { AppError } from "../../platform/errors";
import { checkText } from "../moderation/service";
import { readImageHeader } from "../../platform/image/header";
import { createWork, toAppError, type CreationCtx } from "./paid-creation";
import { requireToolSize } from "./tools/tools";
import { readOwnedBytes } from "../files/service";
import { keyed } from "../../platform/idempotency";
import { getOwnedWork } from "../works/service";

export type RegionEditInput = { workId: string; mask: Uint8Array; instruction: string; idempotencyKey?: string };

export async function editRegion(ctx: CreationCtx, input: RegionEditInput) {
  const parent = await getOwnedWork(ctx.db, ctx.userId, input.workId);
  if (!EDITABLE_SOURCES.includes(parent.source)) throw new AppError("WORK_NOT_FOUND", "That work cannot be edited.");
  await checkText(ctx, input.instruction);
  const choice = await chooseImageEngine(ctx.env, ctx.db);
  try {
    await choice.engine.checkInstruction?.(input.instruction, true);
  } catch (error) {
    throw toAppError(error);
  }
  const image = await readOwnedBytes(ctx.env.FILES, parent.imageKey, ctx.userId);
  // Cheap checks first, from the headers: the work's size against what the Worker can hold, the
  // mask's against the work's; only then is the work decoded (all before the charge).
  const header = readImageHeader(image);
  if (!header) throw new AppError("UNSUPPORTED_IMAGE_TYPE", "The work's image cannot be read.");
  requireToolSize(header.width, header.height);
  const mask = readRegionMask(input.mask, header.width, header.height);
  const original = decoded(image);
  const latest = await ctx.db
    .select({ version: max(generatedArtworks.version) })
    .from(generatedArtworks)
    .where(and(eq(generatedArtworks.rootId, parent.rootId), eq(generatedArtworks.userId, ctx.userId)))
    .get();
  return createWork(ctx, {
    choice,
    action: "edit_region",
    source: parent.source,
    cost: REGION_EDIT_COST,
    idempotency: keyed(input.idempotencyKey, {
      route: "images/edit",
      fields: { workId: parent.id, instruction: input.instruction },
      uploads: [input.mask],
    }),
    chargeMetadata: { workId: parent.id, instruction: input.instruction.slice(0, 200), maskArea: mask.area },
    run: async () =>
      compositeRegion(original, await choice.engine.editRegion({ image, mask, instruction: input.instruction }), mask),
    row: () => ({
      prompt: input.instruction,
      style: parent.style,
      parentId: parent.id,
      rootId: parent.rootId,
      version: (latest?.version ?? parent.version) + 1,
      metadata: {
        instruction: input.instruction,
        aspectRatio: parent.metadata.aspectRatio,
        ...(parent.metadata.imageSize ? { imageSize: parent.metadata.imageSize } : {}),
      },
    }),
  });
}

/** The stored work as RGBA; a work the Worker cannot hold is refused before the charge. */
function decoded(image: Uint8Array) {
  try {
    return rgbaOf(image, "work");
  } catch (error) {
    throw toAppError(error, false);
  }
}
