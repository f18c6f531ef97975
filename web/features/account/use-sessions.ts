// The signed-in devices list: loaded on mount, reloaded after a revoke or a password change.
import { useCallback, useEffect, useState } from "react";
import { fetchSessions, type AccountSession } from "./account-api";

export function useSessions() {
  const [sessions, setSessions] = useState<AccountSession[] | null>(null);
  const [failed, setFailed] = useState(false);
  const reload = useCallback(async () => {
    try {
      setSessions((await fetchSessions()).sessions);
      setFailed(false);
    } catch {
      setFailed(true);
    }
  }, []);
  useEffect(() => {
    void reload();
  }, [reload]);
  return { sessions, failed, reload };
}
