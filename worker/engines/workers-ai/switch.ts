// The admin's Workers AI switch: system_config WORKERS_AI_ENABLED = { enabled }. Workers AI is on
// wherever the deployment has the AI binding unless an admin switches it off; then jobs without a
// provider key fall back to the demo engine. A request that would use Workers AI reads the switch
// itself, so switching it off applies at once everywhere; what the pages are told (capabilities)
// may be up to a minute old on other isolates (settings-cache.ts).
import type { Database } from "../../platform/db/client";
import { remembered } from "../../platform/settings-cache";
import { configWrite, readConfig } from "../../platform/system-config";

const KEY = "WORKERS_AI_ENABLED";
const switchState = remembered<boolean>();

/** The stored switch, read now: for a request about to call Workers AI. */
export async function workersAiSwitchedOn(db: Database): Promise<boolean> {
  return (await readConfig(db, KEY))?.enabled !== false;
}

/** The switch as this isolate last read it (at most a minute ago): for describing, never for serving. */
export const rememberedWorkersAiSwitch = (db: Database) => switchState.read(() => workersAiSwitchedOn(db));

/** The statement that sets the switch, for a caller's batch; drop the remembered settings after it. */
export const workersAiSwitchWrite = (db: Database, enabled: boolean) => configWrite(db, KEY, { enabled });

export async function switchWorkersAi(db: Database, enabled: boolean) {
  await workersAiSwitchWrite(db, enabled);
  switchState.drop();
}
