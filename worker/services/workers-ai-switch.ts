// The admin's Workers AI switch: system_config WORKERS_AI_ENABLED = { enabled }. Workers AI is on
// wherever the deployment has the AI binding unless an admin switches it off; then jobs without a
// provider key fall back to the demo engine. Read per request, so a change applies at once.
import type { Database } from "../db/client";
import { readConfig, writeConfig } from "./system-config";

const KEY = "WORKERS_AI_ENABLED";

export async function workersAiSwitchedOn(db: Database): Promise<boolean> {
  return (await readConfig(db, KEY))?.enabled !== false;
}

export async function switchWorkersAi(db: Database, enabled: boolean) {
  await writeConfig(db, KEY, { enabled });
}
