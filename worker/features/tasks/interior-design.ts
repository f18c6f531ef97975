// Runs an interior design task: the room photo restyled by the chosen engine, stored as a
// work (before/after) and an interior_designs row.
import type { Database } from "../../platform/db/client";
import { roomDesignPrompt } from "../../engines/prompts";
import { chooseRoomDesigner } from "../../engines/select";
import type { InteriorStyle, RoomType } from "../../engines/types";
import { EngineError } from "../../engines/types";
import { isOwnedBy, withVariants, workImageKey } from "../../platform/storage/keys";
import { putImage } from "../files/service";
import type { Task } from "./service";
import { COMPLETED_WITH, completeTask } from "./complete";

export type InteriorInput = { imageKey: string; roomType: RoomType; designStyle: InteriorStyle; fileName?: string };

export async function runInteriorDesign(env: Env, db: Database, task: Task) {
  const input = task.inputData as InteriorInput;
  const photo = await env.FILES.get(input.imageKey);
  if (!photo || !isOwnedBy(input.imageKey, task.userId))
    throw new EngineError("INVALID_IMAGE", "The room photo is missing.");
  const designer = await chooseRoomDesigner(env, db);
  const prompt = roomDesignPrompt(input.roomType, input.designStyle);
  const image = await designer.redesignRoom({
    image: new Uint8Array(await photo.arrayBuffer()),
    roomType: input.roomType,
    designStyle: input.designStyle,
    prompt,
  });
  const imageKey = workImageKey(task.userId, task.id, image.mimeType);
  await putImage(env, imageKey, image);
  const done = await completeTask(
    env,
    task,
    {
      id: task.id,
      prompt,
      imageKey,
      style: input.designStyle,
      source: "interior",
      creditsUsed: task.creditsCost,
      metadata: {
        model: designer.model,
        engine: designer.name,
        action: "interior_design",
        roomType: input.roomType,
        designStyle: input.designStyle,
        sourceImageKey: input.imageKey,
        taskId: task.id,
        width: image.width,
        height: image.height,
      },
    },
    (guard) => [
      env.DB.prepare(
        `INSERT INTO interior_designs (id, user_id, task_id, source_image_key, generated_image_key, prompt, room_type, design_style, credits_used, created_at)
         SELECT ?, ?, ?, ?, ?, ?, ?, ?, ?, ? WHERE ${COMPLETED_WITH}`,
      ).bind(
        task.id,
        task.userId,
        task.id,
        input.imageKey,
        imageKey,
        prompt,
        input.roomType,
        input.designStyle,
        task.creditsCost,
        Date.now(),
        ...guard,
      ),
    ],
  );
  if (!done) await env.FILES.delete(withVariants([imageKey]));
  return done;
}
