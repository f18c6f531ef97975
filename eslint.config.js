// `npm run lint`: one flat config for the Worker, the SPA, the scripts and the tests. Besides
// typescript-eslint's and react-hooks' recommended rules it enforces the layers (issue 14):
// - in the SPA imports flow shared (web/components, web/lib) → features → app, and no feature
//   imports another (bulletproof-react): import-x resolves `@/…` and relative paths alike, so a
//   `../other-feature/x` cannot slip past a pattern written for `@/features/…`;
// - the SPA takes only types from the Worker (typescript-eslint's no-restricted-imports is the rule
//   that tells `import type` apart); facts both sides need at run time live in shared/, which
//   the Worker and the SPA may import and which imports nothing from either (docs/decisions/0011).
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import js from "@eslint/js";
import importX, { createNodeResolver } from "eslint-plugin-import-x";
import reactHooks from "eslint-plugin-react-hooks";
import { defineConfig } from "eslint/config";
import globals from "globals";
import tseslint from "typescript-eslint";

const root = path.dirname(fileURLToPath(import.meta.url));

const features = fs
  .readdirSync(path.join(root, "web/features"), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);

const spaLayers = [
  {
    target: ["web/components", "web/lib"],
    from: ["web/features", "web/app"],
    message: "Shared code (web/components, web/lib) is imported by features and the app, never the other way.",
  },
  {
    target: "web/features",
    from: "web/app",
    message: "Features do not import the app: web/app composes them.",
  },
  ...features.map((feature) => ({
    target: `web/features/${feature}`,
    from: "web/features",
    except: [`./${feature}`],
    message:
      "A feature does not import another: move what both need to web/lib or web/components, or compose them in web/app.",
  })),
  {
    target: ["web", "worker"],
    from: ["test", "scripts"],
    message: "Shipped code does not import tests or scripts.",
  },
  {
    target: "worker",
    from: "web",
    message: "The Worker does not import the SPA.",
  },
  {
    target: "shared",
    from: ".",
    except: ["./shared", "./project.inlang/settings.json"],
    message: "shared/ holds plain facts: it imports only other shared/ files and project.inlang/settings.json.",
  },
];

// The Worker by feature (docs/decisions/0031-worker-by-feature.md): worker/features/<feature>/,
// worker/platform/ (what every feature uses) and worker/engines/ (the engine interface, the choice,
// each provider). Platform and engines import no feature; a feature imports another feature only
// through that feature's service.ts (its functions) or its routers (routes.ts, *-routes.ts, which
// the app and the back office mount), never its other files. There are no exceptions: a crossing
// is paid back where it is written (move the function into the other feature's service.ts, or let
// the app register a feature's hook with the platform, as worker/app.ts does for better-auth's).
const walk = (dir) =>
  fs
    .readdirSync(path.join(root, dir), { withFileTypes: true })
    .flatMap((d) => (d.isDirectory() ? walk(`${dir}/${d.name}`) : d.name.endsWith(".ts") ? [`${dir}/${d.name}`] : []));
const workerFeatures = fs
  .readdirSync(path.join(root, "worker/features"), { withFileTypes: true })
  .filter((d) => d.isDirectory())
  .map((d) => d.name);
const isPublic = (file) => /(^|\/)(service|routes|[\w-]+-routes)\.ts$/.test(file);
const featureFiles = (feature) => walk(`worker/features/${feature}`);
const publicOf = (except) =>
  workerFeatures
    .filter((f) => f !== except)
    .flatMap((f) => featureFiles(f).filter((file) => isPublic(file.slice(`worker/features/${f}/`.length))));
const workerLayers = [
  {
    target: "worker/platform",
    from: ["worker/features", "worker/app.ts", "worker/index.ts"],
    message:
      "The platform imports no feature: move what it needs into worker/platform/, or let the feature call the platform.",
  },
  {
    target: "worker/engines",
    from: ["worker/features", "worker/app.ts", "worker/index.ts"],
    message: "Engines import no feature: an engine takes what it needs as arguments.",
  },
  {
    // The demo engine is a Worker of its own (docs/decisions/0032-demo-engine-worker.md): the app
    // reaches it only through the DEMO binding, so it imports its protocol and the reading types,
    // never the engine (whose code must stay out of the app's bundle).
    target: ["worker/features", "worker/platform", "worker/engines", "worker/app.ts", "worker/index.ts"],
    from: "worker/demo-engine",
    except: ["./protocol.ts", "./prompt/read.ts", "./prompt/vocabulary.ts"],
    message: "Reach the demo engine through the DEMO binding (engines/demo-proxy.ts): import only its protocol.ts.",
  },
  {
    // The pixel-work Worker (docs/decisions/0036-pixel-work-worker.md): reached through the PIXELS
    // binding, so the app imports its protocol only; it shares the platform's drawing code.
    target: ["worker/features", "worker/platform", "worker/engines", "worker/app.ts", "worker/index.ts"],
    from: "worker/pixel-work",
    except: ["./protocol.ts"],
    message: "Reach the pixel-work Worker through the PIXELS binding (platform/image/label-drawing-client.ts).",
  },
  {
    target: "worker/pixel-work",
    from: ["worker/features", "worker/app.ts", "worker/index.ts"],
    message: "The pixel-work Worker imports no feature of the app.",
  },
  {
    // …and the demo Worker takes what it shares with the app from the platform, never a feature.
    target: "worker/demo-engine",
    from: ["worker/features", "worker/app.ts", "worker/index.ts"],
    message: "The demo engine's Worker imports no feature of the app.",
  },
  ...workerFeatures.map((feature) => ({
    target: `worker/features/${feature}`,
    from: "worker/features",
    except: [`./${feature}`, ...publicOf(feature).map((f) => "./" + f.slice("worker/features/".length))],
    message: `A feature imports another feature only through its service.ts (or mounts its routers): not its other files.`,
  })),
];

export default defineConfig(
  {
    ignores: [
      "dist/**",
      ".prerender/**",
      ".wrangler/**",
      "node_modules/**",
      "test-results/**",
      "playwright-report/**",
      "web/paraglide/**", // generated by `npm run i18n`
      "worker/worker-configuration.d.ts", // generated by `npm run cf-typegen`
    ],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { ecmaVersion: 2023, sourceType: "module" },
    linterOptions: { reportUnusedDisableDirectives: "error" },
    plugins: { "import-x": importX },
    settings: {
      // import-x reads the imported files too (no-cycle follows them): with TypeScript's parser.
      "import-x/parsers": { "@typescript-eslint/parser": [".ts", ".tsx"] },
      "import-x/resolver-next": [
        createNodeResolver({
          extensions: [".ts", ".tsx", ".js", ".mjs", ".json"],
          tsconfig: { configFile: path.join(root, "tsconfig.json") },
        }),
      ],
    },
    rules: {
      "import-x/no-restricted-paths": ["error", { basePath: root, zones: [...spaLayers, ...workerLayers] }],
      // Both sides reject control characters on purpose (safe redirects, ASCII-only prompts), and
      // write them as escapes (\u0000-\u001f) in the character class that does it.
      "no-control-regex": "off",
      "@typescript-eslint/no-unused-vars": [
        "error",
        // `_name` marks a parameter a signature needs but the body does not use; `...rest` drops keys.
        { argsIgnorePattern: "^_", varsIgnorePattern: "^_", caughtErrors: "none", ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    ...reactHooks.configs.flat["recommended-latest"],
    languageOptions: { globals: globals.browser },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    rules: {
      // A missing dependency is a stale value: an error, not a warning that scrolls by.
      "react-hooks/exhaustive-deps": "error",
      // The compiler rule flags every load-on-mount hook (useSessions, useLibrary, useAdminData…:
      // `useEffect(() => void reload(), [reload])`, whose setState runs after an await) and the
      // reset-on-open effects of the dialogs. Both are intended; they move to route loaders in
      // their own change, and then this rule goes back on.
      "react-hooks/set-state-in-effect": "off",
    },
  },
  {
    files: ["web/**/*.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(\\.\\./)+worker/",
              allowTypeImports: true,
              message:
                "The SPA takes only types from the Worker (`import type`); facts both sides need at run time go in shared/.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["shared/**/*.ts"],
    rules: {
      // The zone above keeps the Worker and the SPA out of shared/; this keeps packages out too, so
      // both bundles can take any shared/ file as it is.
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              regex: "^(?!\\./[^/]+$|\\.\\./project\\.inlang/settings\\.json$)",
              message: "shared/ imports only other shared/ files and project.inlang/settings.json.",
            },
          ],
        },
      ],
    },
  },
  {
    files: ["worker/**/*.ts"],
    languageOptions: { globals: { ...globals.serviceworker } },
    rules: {
      // No import cycles in the Worker (issue 26). Type-only imports do not count: they vanish at
      // build time. The demo engine's own folder is checked like the rest.
      "import-x/no-cycle": ["error", { ignoreExternal: true }],
    },
  },
  {
    files: ["scripts/**", "test/**", "*.config.{js,ts}"],
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      // Scripts poll a server that is still starting and drop files that may not exist: an empty
      // catch there means "not yet" or "nothing to do"; elsewhere a block must not be empty.
      "no-empty": ["error", { allowEmptyCatch: true }],
    },
  },
);
