// Background tasks in tests: a queue that only records, one that delivers at once, and a task
// created (and charged) directly.
import { createExecutionContext, createMessageBatch, getQueueResult } from "cloudflare:test";
import type { InteriorStyle, RoomType } from "../../../worker/engines/types";
import { consumeTasks, type QueueMessage } from "../../../worker/features/tasks/consumer";
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

/** `base` with a TASKS queue that hands each message to the real consumer as it is sent, and waits for it. */
export function withQueueDelivered(base: Env): Env {
  let delivered = 0;
  const over: Env = {
    ...base,
    TASKS: {
      send: async (body: QueueMessage) => {
        const batch = createMessageBatch<QueueMessage>("atelier-tasks", [
          { id: `m${delivered++}`, timestamp: new Date(), attempts: 1, body },
        ]);
        await consumeTasks(batch, over);
        await getQueueResult(batch, createExecutionContext());
      },
    } as unknown as Queue,
  };
  return over;
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
