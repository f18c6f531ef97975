// `npm run build`: copies Scalar's self-contained browser build from the pinned
// @scalar/api-reference devDependency to dist/developers/scalar.js, which the API reference page
// (web/public/developers/) loads. Served by the site itself, so the page works offline and no CDN
// decides which version runs.
import { copyFileSync, mkdirSync } from "node:fs";

mkdirSync("dist/developers", { recursive: true });
copyFileSync("node_modules/@scalar/api-reference/dist/browser/standalone.js", "dist/developers/scalar.js");
