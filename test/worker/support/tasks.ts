// Background tasks in tests: a queue that only records, and a task created (and charged) directly.
import type { InteriorStyle, RoomType } from "../../../worker/engines/types";
import { createTask } from "../../../worker/features/tasks/service";
import { INTERIOR_COST } from "../../../shared/prices";
import { solidPng } from "./images";
import { db, newUser } from "./users";

/** A queue that only records what is sent, so a test delivers (or drops) the messages itself. */
export function recordingQueue<M>() {
  const sent: M[] = [];
  const queue = { send: async (m: M) => void sent.push(m), sendBatch: async () => undefined } as unknown as Queue;
  return { queue, sent };
}

/** A new user with one interior-design task created (and charged) directly, its queue message left to the test. */
export async function newUserWithInteriorTask(
  testEnv: Env,
  design: { roomType: RoomType; designStyle: InteriorStyle },
) {
  const user = await newUser();
  const imageKey = `u/${user.id}/uploads/${crypto.randomUUID()}.png`;
  const { task } = await createTask(
    { db: db(), env: testEnv, userId: user.id },
    {
      type: "interior_design",
      cost: INTERIOR_COST,
      inputData: { imageKey, ...design },
      uploads: [{ key: imageKey, bytes: solidPng(64, 48, [180, 150, 120]), contentType: "image/png" }],
    },
  );
  return { cookie: user.cookie, userId: user.id, db: db(), task, imageKey };
}
