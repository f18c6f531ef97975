// The "zod" entry (as zod/index.js) over ./external.js, which drops zod's locale tables.
import * as z from "./external.js";
export * from "./external.js";
export { z, z as default };
