// Runs before every Worker test file. The files share workerd processes (`isolate: false` in
// vitest.config.ts: starting one per file cost half the run), so each file first gets the
// storage a new process would have: D1 rebuilt from the migrations, the R2 bucket empty.
import { dropRememberedSettings } from "../../worker/platform/settings-cache";
import { freshStorage } from "./fresh-storage";

await freshStorage();
// The process's isolate outlives the file before: forget the settings it remembered from that database.
dropRememberedSettings();
