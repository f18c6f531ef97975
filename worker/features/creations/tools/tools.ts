// The image tools: upscale, background removal (optionally onto a new colour or scene) and
// expand. Each result is a new version of the same creation, as a refinement is (parentId the
// work, rootId its root, the next version number; the source work unchanged), charged and
// refunded through createWork. Sizes are checked before the charge.
import { and, eq, max } from "drizzle-orm";
import { EXPAND_COST, REMOVE_BACKGROUND_COST, UPSCALE_COSTS, type UpscaleFactor } from "../../../../shared/prices";
import { EDITABLE_SOURCES, type AspectRatio } from "../../../../shared/choices";
import { fitsSize, MAX_IMAGE_PIXELS, MAX_IMAGE_SIDE, MAX_TOOL_SIDE } from "../../../../shared/limits";
import { expandRefusal } from "../../../../shared/expand-canvas";
import { generatedArtworks, type ActionType, type ImageToolRecord } from "../../../platform/db/schema";
import { chooseImageEngine } from "../../../engines/select";
import type { EngineImage } from "../../../engines/types";
import { AppError } from "../../../platform/errors";
import { checkText } from "../../moderation/service";
import { readImageHeader } from "../../../platform/image/header";
import { createWork, type CreationCtx } from "../paid-creation";
import { readOwnedBytes } from "../../files/service";
import { keyed } from "../../../platform/idempotency";
import { getOwnedWork, type ArtworkRow } from "../../works/service";
import { toolsOf, type NewBackground } from "./engine-tools";
import { placementFor } from "./pixels";

export type { NewBackground };
type Keyed = { idempotencyKey?: string };

/** A result larger than any engine may store is refused before anything is charged. */
function requireStorable(width: number, height: number, maxSide = MAX_IMAGE_SIDE) {
  if (!fitsSize(width, height, maxSide)) {
    throw new AppError(
      "RESULT_TOO_LARGE",
      `The result would be ${width}×${height} pixels; at most ${maxSide} a side and ${MAX_IMAGE_PIXELS / 1_000_000} megapixels.`,
      {
        width,
        height,
        maxSide,
        maxPixels: MAX_IMAGE_PIXELS,
      },
    );
  }
}

/** A picture the tools would work on or make past MAX_TOOL_SIDE is refused before the charge. */
export const requireToolSize = (width: number, height: number) => requireStorable(width, height, MAX_TOOL_SIDE);

/** The work (the user's, or WORK_NOT_FOUND before any charge), its bytes and its size. */
async function sourceOf(ctx: CreationCtx, workId: string) {
  const work = await getOwnedWork(ctx.db, ctx.userId, workId);
  // Versions belong to product-image and art-studio creations (as region edit's); rooms and books keep records of their own.
  if (!EDITABLE_SOURCES.includes(work.source))
    throw new AppError("WORK_NOT_FOUND", "That work cannot be changed with the image tools.");
  const bytes = await readOwnedBytes(ctx.env.FILES, work.imageKey, ctx.userId);
  const header = readImageHeader(bytes);
  if (!header) throw new AppError("UNSUPPORTED_IMAGE_TYPE", "The work's image cannot be read.");
  return { work, bytes, width: header.width, height: header.height };
}

async function nextVersion(ctx: CreationCtx, work: ArtworkRow) {
  const row = await ctx.db
    .select({ top: max(generatedArtworks.version) })
    .from(generatedArtworks)
    .where(and(eq(generatedArtworks.rootId, work.rootId), eq(generatedArtworks.userId, ctx.userId)))
    .get();
  return (row?.top ?? work.version) + 1;
}

type ToolRun = {
  action: ActionType;
  cost: number;
  tool: ImageToolRecord;
  key?: string;
  run: () => Promise<EngineImage>;
};

async function versionOf(
  ctx: CreationCtx,
  work: ArtworkRow,
  choice: Awaited<ReturnType<typeof chooseImageEngine>>,
  plan: ToolRun,
) {
  const version = await nextVersion(ctx, work);
  return createWork(ctx, {
    choice,
    action: plan.action,
    source: work.source,
    cost: plan.cost,
    idempotency: keyed(plan.key, {
      route: `images/${plan.tool.name}`,
      fields: { workId: work.id, ...plan.tool, background: JSON.stringify(plan.tool.background ?? null) },
    }),
    chargeMetadata: { workId: work.id, tool: plan.tool },
    run: plan.run,
    row: () => ({
      prompt: work.prompt,
      style: work.style,
      parentId: work.id,
      rootId: work.rootId,
      version,
      metadata: { tool: plan.tool, aspectRatio: plan.tool.aspectRatio ?? work.metadata.aspectRatio },
    }),
  });
}

export async function upscaleWork(ctx: CreationCtx, input: Keyed & { workId: string; factor: UpscaleFactor }) {
  const source = await sourceOf(ctx, input.workId);
  // The Worker resamples in its own memory: an upscale stops at MAX_TOOL_SIDE (see there).
  requireToolSize(source.width * input.factor, source.height * input.factor);
  const choice = await chooseImageEngine(ctx.env, ctx.db);
  const tools = toolsOf(choice.engine);
  return versionOf(ctx, source.work, choice, {
    action: "upscale_image",
    cost: UPSCALE_COSTS[input.factor],
    tool: { name: "upscale", factor: input.factor },
    key: input.idempotencyKey,
    run: () => tools.upscale(source.bytes, input.factor),
  });
}

export async function removeWorkBackground(
  ctx: CreationCtx,
  input: Keyed & { workId: string; background?: NewBackground },
) {
  const source = await sourceOf(ctx, input.workId);
  requireToolSize(source.width, source.height);
  // A scene to draw behind the cut-out is a prompt like any other.
  if (input.background && "scene" in input.background) await checkText(ctx, input.background.scene);
  const choice = await chooseImageEngine(ctx.env, ctx.db);
  const tools = toolsOf(choice.engine);
  return versionOf(ctx, source.work, choice, {
    action: "remove_background",
    cost: REMOVE_BACKGROUND_COST,
    tool: { name: "remove-background", ...(input.background ? { background: input.background } : {}) },
    key: input.idempotencyKey,
    run: () => tools.removeBackground(source.bytes, input.background),
  });
}

export async function expandWork(ctx: CreationCtx, input: Keyed & { workId: string; aspectRatio: AspectRatio }) {
  const source = await sourceOf(ctx, input.workId);
  // The rule the SPA offers ratios by (shared/expand-canvas.ts). Expanding to the ratio the picture
  // has would charge for a copy of it; a canvas past the tools' limit is refused by requireToolSize.
  if (expandRefusal(source.width, source.height, input.aspectRatio) === "ASPECT_RATIO_UNCHANGED") {
    throw new AppError(
      "ASPECT_RATIO_UNCHANGED",
      `The work (${source.width}×${source.height}) already has the aspect ratio ${input.aspectRatio}.`,
      {
        width: source.width,
        height: source.height,
        aspectRatio: input.aspectRatio,
      },
    );
  }
  const at = placementFor(source.width, source.height, input.aspectRatio);
  requireToolSize(at.width, at.height);
  const choice = await chooseImageEngine(ctx.env, ctx.db);
  const tools = toolsOf(choice.engine);
  return versionOf(ctx, source.work, choice, {
    action: "expand_image",
    cost: EXPAND_COST,
    tool: { name: "expand", aspectRatio: input.aspectRatio },
    key: input.idempotencyKey,
    run: () => tools.expand(source.bytes, at),
  });
}
