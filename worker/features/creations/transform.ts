// Art studio: a photo redrawn in one of the styles, for TRANSFORM_COST credits, refunded if it
// fails. The chosen engine says first whether it can draw the style; one it cannot is refused with
// nothing charged.
import { TRANSFORM_COST } from "../../../shared/prices";
import { chooseImageEngine } from "../../engines/select";
import { AppError } from "../../platform/errors";
import { createWork, type CreationCtx } from "./paid-creation";
import { keyed } from "../../platform/idempotency";
import { getEnabledStyle } from "../styles/service";

export async function transformPhoto(
  ctx: CreationCtx,
  input: { image: Uint8Array; fileName: string; styleId: string; locale?: string; idempotencyKey?: string },
) {
  const style = await getEnabledStyle(ctx.db, input.styleId);
  const choice = await chooseImageEngine(ctx.env, ctx.db);
  const request = { id: style.id, group: style.groupId, prompt: style.prompt };
  const verdict = choice.engine.canRenderStyle(request);
  if (!verdict.renders)
    throw new AppError(
      "STYLE_NOT_RENDERABLE",
      `The ${choice.engine.name} engine cannot draw this style: ${verdict.reason}.`,
      {
        styleId: style.id,
        engine: choice.engine.name,
      },
    );
  const label = (input.locale && style.name[input.locale]) || style.name["en-US"] || style.id;
  return createWork(ctx, {
    choice,
    action: "transform_image",
    source: "art_studio",
    cost: TRANSFORM_COST,
    idempotency: keyed(input.idempotencyKey, {
      route: "images/transform",
      fields: { styleId: style.id, locale: input.locale },
      uploads: [input.image],
    }),
    chargeMetadata: { style: style.id, fileName: input.fileName.slice(0, 120) },
    run: () => choice.engine.transform({ image: input.image, style: request }),
    row: () => ({
      prompt: label,
      style: style.id,
      parentId: null,
      rootId: null,
      version: 0,
      metadata: { fileName: input.fileName.slice(0, 120) },
    }),
  });
}
