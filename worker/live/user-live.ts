// One Durable Object per user: holds that user's open WebSockets (hibernation API, so idle
// sockets cost nothing) and relays task events to all of them. The Worker only routes a
// signed-in user to their own object, so a socket can never hear someone else's events.
import { DurableObject } from "cloudflare:workers";

export type LiveEvent = {
  type: "task";
  taskId: string;
  taskType: string;
  status: "pending" | "processing" | "completed" | "failed";
  progress?: { step: number; total: number } | null;
  errorMessage?: string | null;
  resultWorkId?: string | null;
  /** When the change happened (ms), so clients can measure delivery latency. */
  at: number;
};

export class UserLive extends DurableObject<Env> {
  async fetch(request: Request): Promise<Response> {
    if (request.headers.get("upgrade")?.toLowerCase() !== "websocket") return new Response("Expected a WebSocket", { status: 426 });
    const pair = new WebSocketPair();
    this.ctx.acceptWebSocket(pair[1]);
    pair[1].send(JSON.stringify({ type: "hello", at: Date.now() }));
    return new Response(null, { status: 101, webSocket: pair[0] });
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

export function liveStub(env: Env, userId: string) {
  return env.USER_LIVE.get(env.USER_LIVE.idFromName(userId));
}

/** Best effort: a missed event is repaired by the client's resync, never by failing the task. */
export async function publish(env: Env, userId: string, event: Omit<LiveEvent, "type" | "at">) {
  try {
    await liveStub(env, userId).publish({ type: "task", at: Date.now(), ...event });
  } catch (error) {
    console.warn("live publish failed", error);
  }
}
