// Loads one admin resource: null while loading, the data after, and on failure an empty
// fallback plus a 加载失败 toast with the server's reason. `reload` fetches again, and so does a
// new `load`: pass a module function or a `useCallback` whose dependencies are the query.
import { useCallback, useEffect, useRef, useState } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { adminErrorMessage } from "./admin-errors";

export function useAdminData<T>(load: () => Promise<T>, fallback: T) {
  const [data, setData] = useState<T | null>(null);
  const latest = useRef(0);
  const fallbackRef = useRef(fallback);

  const reload = useCallback(async () => {
    const ticket = ++latest.current;
    try {
      const value = await load();
      if (ticket === latest.current) setData(value);
    } catch (error) {
      if (ticket !== latest.current) return;
      setData(fallbackRef.current);
      toast.error(m.admin_load_failed(), { description: adminErrorMessage(error) });
    }
  }, [load]);

  useEffect(() => {
    void reload();
  }, [reload]);

  return { data, setData, reload };
}
