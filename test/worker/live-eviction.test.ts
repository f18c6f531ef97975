// The per-user Durable Object evicted while sockets are open. Hibernation keeps the sockets: a
// rebuilt object finds them and events keep flowing. An eviction that closes them tells the
// browser (close event), which reconnects and resyncs; the task itself never depends on it.
import { evictDurableObject } from "cloudflare:test";
import { env } from "cloudflare:workers";
import { describe, expect, it } from "vitest";
import { liveStub, publish } from "../../worker/platform/live/user-live";
import { rawCall as call } from "./support/client";
import { me, signUp } from "./support/users";

async function openSocket(cookie: string) {
  const res = await call("/api/live", { cookie, headers: { upgrade: "websocket" } });
  expect(res.status).toBe(101);
  const socket = res.webSocket!;
  const received: { type: string; taskId?: string }[] = [];
  const closed = new Promise<number>((resolve) => socket.addEventListener("close", (e) => resolve(e.code)));
  socket.addEventListener("message", (e) => received.push(JSON.parse(String(e.data))));
  socket.accept();
  return { socket, received, closed };
}

const settle = () => new Promise((r) => setTimeout(r, 100));
const taskEvent = (taskId: string) => ({ taskId, taskType: "storybook", status: "processing" as const });

describe("live sockets across a Durable Object eviction", () => {
  it("hibernated sockets survive: the rebuilt object still delivers to both tabs", async () => {
    const { cookie } = await signUp();
    const { user } = await me(cookie);
    const [tab1, tab2] = [await openSocket(cookie), await openSocket(cookie)];
    await publish(env, user.id, taskEvent("before"));
    await settle();

    await evictDurableObject(liveStub(env, user.id), { webSockets: "hibernate" });
    await publish(env, user.id, taskEvent("after"));
    await settle();
    for (const tab of [tab1, tab2])
      expect(tab.received.filter((e) => e.type === "task").map((e) => e.taskId)).toEqual(["before", "after"]);
    tab1.socket.close();
    tab2.socket.close();
  });

  it("closed sockets are told, a new socket works, and publishing to nobody never throws", async () => {
    const { cookie } = await signUp();
    const { user } = await me(cookie);
    const tab = await openSocket(cookie);
    await settle();
    await evictDurableObject(liveStub(env, user.id), { webSockets: "close" });
    expect(await tab.closed).toBeGreaterThanOrEqual(1000);

    // With no socket open, a task's status change is simply not delivered (the task goes on).
    await expect(publish(env, user.id, taskEvent("while-away"))).resolves.toBeUndefined();
    const again = await openSocket(cookie);
    await publish(env, user.id, taskEvent("back"));
    await settle();
    expect(again.received.filter((e) => e.type === "task").map((e) => e.taskId)).toEqual(["back"]);
    again.socket.close();
  });
});
