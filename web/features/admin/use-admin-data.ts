// Loads one admin resource: null while loading, the data after, and on failure an empty
// fallback plus a 加载失败 toast with the server's reason. `reload` fetches again.
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { adminErrorMessage } from "./admin-errors";

export function useAdminData<T>(load: () => Promise<T>, fallback: T, deps: unknown[] = []) {
  const [data, setData] = useState<T | null>(null);
  const latest = useRef(0);
  const fallbackRef = useRef(fallback);

  const run = useCallback(load, deps);
  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    try {
      const value = await run();
      if (ticket === latest.current) setData(value);
    } catch (error) {
      if (ticket !== latest.current) return;
      setData(fallbackRef.current);
      toast.error(m.admin_load_failed(), { description: adminErrorMessage(error) });
    }
  }, [run]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, setData, reload };
}
