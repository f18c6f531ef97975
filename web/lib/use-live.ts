// The user's live channel (task status, queue place and batch progress events): a WebSocket to /api/live that
// reconnects with backoff. While it is down the caller polls (every 15 s, spec §9); whenever it
// opens, the caller resyncs. When the server closes it because this session ended (signed out
// elsewhere, revoked, password changed), it does not reconnect: the browser's cache of the site is
// cleared (pictures are kept for a year) and the session is read again, which signs this tab out. When it was closed to make room (the user has many tabs open), it waits
// until this tab is looked at again, so tabs do not keep pushing each other out; polling covers
// the gap.
import { useSetAtom } from "jotai";
import { useEffect, useRef, useState } from "react";
import { loadSessionAtom } from "@/lib/session";
import { clearCacheOfEndedSession } from "@/lib/session-ended";
import { SESSION_ENDED, TOO_MANY_SOCKETS } from "../../shared/close-codes";
import type { LiveEvent } from "../../worker/platform/live/user-live";

export type LiveTaskEvent = LiveEvent;

export function useLive(onEvent: (event: LiveTaskEvent) => void, onReconnect: () => void) {
  const [connected, setConnected] = useState(false);
  const reloadSession = useSetAtom(loadSessionAtom);
  const handlers = useRef({ onEvent, onReconnect, reloadSession });
  // The socket's effect runs once; it reads the newest callbacks through this ref, set after each render.
  useEffect(() => {
    handlers.current = { onEvent, onReconnect, reloadSession };
  });

  useEffect(() => {
    let socket: WebSocket | null = null;
    let retry = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;

    const connect = () => {
      const url = `${location.protocol === "https:" ? "wss" : "ws"}://${location.host}/api/live`;
      socket = new WebSocket(url);
      socket.onopen = () => {
        retry = 0;
        setConnected(true);
        // Also the first time: a task that changed between the page's first read of the tasks
        // and this moment sent its event to nobody.
        handlers.current.onReconnect();
      };
      socket.onmessage = (message) => {
        try {
          const data = JSON.parse(String(message.data));
          if (data.type === "task" || data.type === "queue" || data.type === "batch")
            handlers.current.onEvent(data as LiveTaskEvent);
        } catch {
          // Not an event (e.g. "pong").
        }
      };
      socket.onclose = (event) => {
        setConnected(false);
        if (stopped) return;
        // The pictures the browser kept go first (lib/session-ended.ts), then the tab signs out.
        if (event.code === SESSION_ENDED)
          return void clearCacheOfEndedSession().then(() => handlers.current.reloadSession());
        if (event.code === TOO_MANY_SOCKETS) return void window.addEventListener("focus", connect, { once: true });
        timer = setTimeout(connect, Math.min(30_000, 1000 * 2 ** retry++));
      };
    };
    connect();
    const ping = setInterval(() => socket?.readyState === WebSocket.OPEN && socket.send("ping"), 30_000);
    return () => {
      stopped = true;
      window.removeEventListener("focus", connect);
      clearTimeout(timer);
      clearInterval(ping);
      socket?.close();
    };
  }, []);

  return connected;
}
