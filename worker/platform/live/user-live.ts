// One Durable Object per user: holds that user's open WebSockets (hibernation API, so idle
// sockets cost nothing) and relays task events to all of them. The Worker only routes a
// signed-in user to their own object, so a socket can never hear someone else's events. Each
// socket is tagged with the session that opened it: when that session ends (sign-out, revoked,
// password changed or reset, account deleted) its sockets are closed at once. A user holds at
// most MAX_SOCKETS; a new one closes the oldest. Events: a task's status, its queue place, and a
// batch's progress.
import { DurableObject } from "cloudflare:workers";
import type { ErrorCode } from "../errors";
import { MAX_SOCKETS, SESSION_ENDED, TOO_MANY_SOCKETS } from "../../../shared/close-codes";

export type TaskEvent = {
  type: "task";
  taskId: string;
  taskType: string;
  status: "pending" | "processing" | "completed" | "failed";
  progress?: { step: number; total: number } | null;
  errorMessage?: string | null;
  /** A failed task's stable error code and details (features/tasks/service.ts, TaskFailure). */
  errorCode?: ErrorCode | null;
  errorDetails?: Record<string, unknown> | null;
  resultWorkId?: string | null;
  /** When the change happened (ms), so clients can measure delivery latency. */
  at: number;
};

/**
 * A task's place in the shared queue (features/tasks/queue-places.ts): how many pending tasks are
 * ahead of it (0 once it runs) and about how long until it is done. It names only the owner's own
 * task: of other users' tasks a user learns nothing but how many are ahead.
 */
export type QueueEvent = { type: "queue"; taskId: string; position: number; etaSeconds: number; at: number };

/**
 * A batch from a spreadsheet moved (features/batches): the batch's status and, when one row
 * changed, that row. The page reads the whole batch again on any event it cannot place.
 */
export type BatchEvent = {
  type: "batch";
  batchId: string;
  status: "running" | "stopped" | "finished";
  stopReason?: string | null;
  row?: { position: number; status: "pending" | "running" | "done" | "failed" };
  at: number;
};

export type LiveEvent = TaskEvent | QueueEvent | BatchEvent;

export { MAX_SOCKETS, SESSION_ENDED, TOO_MANY_SOCKETS };
/** The header the Worker sets (never the client: see platform/live/routes.ts) naming the socket's session. */
export const SESSION_HEADER = "x-atelier-session";

type Attachment = { sessionId: string; openedAt: number };

export class UserLive extends DurableObject<Env> {
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket")
      return new Response("Expected a WebSocket", { status: 426 });
    const sessionId = request.headers.get(SESSION_HEADER);
    if (!sessionId) return new Response("No session", { status: 401 });
    const open = this.ctx.getWebSockets();
    if (open.length >= MAX_SOCKETS) {
      const oldestFirst = open.sort((a, b) => attachment(a).openedAt - attachment(b).openedAt);
      for (const socket of oldestFirst.slice(0, open.length - MAX_SOCKETS + 1))
        closeQuietly(socket, TOO_MANY_SOCKETS, "too many connections");
    }
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1], [sessionId]);
    pair[1].serializeAttachment({ sessionId, openedAt: Date.now() } satisfies Attachment);
    pair[1].send(JSON.stringify({ type: "hello", at: Date.now() }));
    return new Response(null, { status: 101, webSocket: pair[0] });
  }

  /** RPC: the session ended; its sockets close. Returns how many. */
  async closeSession(sessionId: string): Promise<number> {
    const sockets = this.ctx.getWebSockets(sessionId);
    for (const socket of sockets) closeQuietly(socket, SESSION_ENDED, "session ended");
    return sockets.length;
  }

  /** RPC: every session of the user ended (account deleted). */
  async closeAll(): Promise<number> {
    const sockets = this.ctx.getWebSockets();
    for (const socket of sockets) closeQuietly(socket, SESSION_ENDED, "session ended");
    return sockets.length;
  }

  /** How many sockets are open (tests, diagnostics). */
  async openSockets(): Promise<number> {
    return this.ctx.getWebSockets().length;
  }

  /** RPC from the Worker and the queue consumer: send an event to every open socket. */
  async publish(event: LiveEvent): Promise<number> {
    const message = JSON.stringify(event);
    let delivered = 0;
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(message);
        delivered++;
      } catch {
        // A socket that closed between getWebSockets() and send(): nothing to deliver to.
      }
    }
    return delivered;
  }

  async webSocketMessage(socket: WebSocket, message: string | ArrayBuffer) {
    if (message === "ping") socket.send("pong");
  }

  async webSocketClose(socket: WebSocket, code: number) {
    // 1005/1006 say "no code given"/"dropped" and may not be sent back; answer with a normal close.
    try {
      socket.close(code >= 1000 && code < 5000 && code !== 1005 && code !== 1006 ? code : 1000, "bye");
    } catch {
      // Already closed.
    }
  }
}

function attachment(socket: WebSocket): Attachment {
  return (socket.deserializeAttachment() as Attachment | null) ?? { sessionId: "", openedAt: 0 };
}

function closeQuietly(socket: WebSocket, code: number, reason: string) {
  try {
    socket.close(code, reason);
  } catch {
    // Already closed.
  }
}

export function liveStub(env: Env, userId: string) {
  return env.USER_LIVE.get(env.USER_LIVE.idFromName(userId));
}

/** Best effort: a missed event is repaired by the client's resync, never by failing the task. */
async function deliver(env: Env, userId: string, event: LiveEvent) {
  try {
    await liveStub(env, userId).publish(event);
  } catch (error) {
    console.warn("live publish failed", error);
  }
}

export const publish = (env: Env, userId: string, event: Omit<TaskEvent, "type" | "at">) =>
  deliver(env, userId, { type: "task", at: Date.now(), ...event });

export const publishBatch = (env: Env, userId: string, event: Omit<BatchEvent, "type" | "at">) =>
  deliver(env, userId, { type: "batch", at: Date.now(), ...event });

export const publishQueuePlace = (env: Env, userId: string, place: Omit<QueueEvent, "type" | "at">) =>
  deliver(env, userId, { type: "queue", at: Date.now(), ...place });

/**
 * Closes the sockets a session opened. Best effort, like publish: a socket this misses still
 * cannot do anything (it only receives events), and its session no longer passes any request.
 */
export async function closeLiveSession(env: Env, userId: string, sessionId: string) {
  try {
    await liveStub(env, userId).closeSession(sessionId);
  } catch (error) {
    console.warn("closing live sockets failed", error);
  }
}

export async function closeAllLive(env: Env, userId: string) {
  try {
    await liveStub(env, userId).closeAll();
  } catch (error) {
    console.warn("closing live sockets failed", error);
  }
}
