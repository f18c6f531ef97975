// The user's live channel: a WebSocket to /api/live that reconnects with backoff. While it is
// down the caller polls (every 15 s, spec §9); after a reconnect the caller resyncs.
import { useEffect, useRef, useState } from "react";
import type { LiveEvent } from "../../../worker/live/user-live";

export type LiveTaskEvent = LiveEvent;

export function useLive(onEvent: (event: LiveTaskEvent) => void, onReconnect: () => void) {
  const [connected, setConnected] = useState(false);
  const handlers = useRef({ onEvent, onReconnect });
  handlers.current = { onEvent, onReconnect };

  useEffect(() => {
    let socket: WebSocket | null = null;
    let retry = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let everOpened = false;
    let stopped = false;

    const connect = () => {
      const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/live`;
      socket = new WebSocket(url);
      socket.onopen = () => {
        retry = 0;
        setConnected(true);
        if (everOpened) handlers.current.onReconnect();
        everOpened = true;
      };
      socket.onmessage = (message) => {
        try {
          const data = JSON.parse(String(message.data));
          if (data.type === "task") handlers.current.onEvent(data as LiveTaskEvent);
        } catch {
          // Not an event (e.g. "pong").
        }
      };
      socket.onclose = () => {
        setConnected(false);
        if (stopped) return;
        timer = setTimeout(connect, Math.min(30_000, 1000 * 2 ** retry++));
      };
    };
    connect();
    const ping = setInterval(() => socket?.readyState === WebSocket.OPEN && socket.send("ping"), 30_000);
    return () => {
      stopped = true;
      clearTimeout(timer);
      clearInterval(ping);
      socket?.close();
    };
  }, []);

  return connected;
}
