// The messages the landing page can show without a route change, for the browser build's locale
// tables (scripts/vite-locale-tables.mjs puts them in each language's "landing" part, the others in
// its "rest" part). They are the `m.<key>` names used by the modules the entry (web/main.tsx) reaches
// through static imports, and by web/lib/page-meta.ts's (imported right after the first paint; it
// sets the title). `import type` and `export type` are skipped. `import()` (and so `lazy()`) is not
// followed: every lazy route loads the "all" part of the visitor's language with its chunk
// (web/app/router.tsx). Each other `import()` these modules make is named below, either as shown on
// the landing page itself (its module graph counts as the landing's) or with the reason it shows
// nothing there; a new one fails the build until it is named. So does a reachable module that uses
// `m` otherwise than as `m.<key>` (say `m[key]`): it would hide which messages it shows.
//
// Run on its own (`node scripts/landing-messages.mjs`) it prints the modules and message keys found.
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative, resolve } from "node:path";
import { pathToFileURL } from "node:url";
import ts from "typescript";

const WEB = resolve("web");
const ROOTS = ["web/main.tsx", "web/lib/page-meta.ts"];
const EXTENSIONS = ["", ".ts", ".tsx", ".js", "/index.ts", "/index.tsx", "/index.js"];
/** Lazily loaded modules that show text on the landing page without a route change. */
const LAZY_ON_LANDING = [
  "web/features/landing/verified-toast.ts", // the toast after the email link (verified-notice.ts)
  "web/features/route-error/RouteErrorPage.tsx", // RouteErrorBoundary's page, on any route
];
/** Lazily loaded modules the landing graph imports that show no text on the landing page. */
const LAZY_ELSEWHERE = {
  "web/lib/page-meta.ts": "a root itself (above)",
  "web/features/work-tools/WorkTools.tsx": "App.tsx's slot, rendered only by signed-in pages (lazy routes)",
  "web/features/export/ExportPack.tsx": "App.tsx's slot, rendered only by signed-in pages (lazy routes)",
  "web/app/page-data.ts": "data queries for signed-in pages, no text",
  "web/lib/api.ts": "the API client (session.ts): its error texts are shown by the pages that call it",
  "web/lib/query-client.ts": "TanStack Query's cache, no text",
};
/** Every `import()` in this module is a route's chunk, loaded with every message (page() there). */
const ROUTE_TABLE = "web/app/router.tsx";
const isMessagesModule = (specifier) => /(^|\/)paraglide\/messages(\.js)?$/.test(specifier);

/** The source file a static import names, or undefined for a package or a non-script file. */
function resolveImport(from, specifier) {
  let base;
  if (specifier.startsWith("@/")) base = join(WEB, specifier.slice(2));
  else if (specifier.startsWith(".")) base = resolve(dirname(from), specifier);
  else return undefined;
  // TypeScript's convention: "./x.js" names ./x.ts.
  const candidates = [base, ...EXTENSIONS.slice(1).map((ext) => base + ext)];
  if (base.endsWith(".js")) candidates.push(base.slice(0, -3) + ".ts", base.slice(0, -3) + ".tsx");
  const file = candidates.find((path) => existsSync(path) && statSync(path).isFile());
  if (!file) throw new Error(`landing-messages: ${relative(".", from)} imports ${specifier}, which does not resolve`);
  return /\.(ts|tsx|js|mjs)$/.test(file) ? file : undefined;
}

/** True when an import brings in no value (`import type`, or only `type` specifiers). */
function importsOnlyTypes(node) {
  const clause = node.importClause;
  if (!clause) return false; // `import "./x"`: run for its effects
  if (clause.isTypeOnly) return true;
  const bindings = clause.namedBindings;
  return (
    !clause.name &&
    bindings !== undefined &&
    ts.isNamedImports(bindings) &&
    bindings.elements.length > 0 &&
    bindings.elements.every((element) => element.isTypeOnly)
  );
}

/** One module's static imports and the message keys it names. */
function readModule(file) {
  const source = ts.createSourceFile(
    file,
    readFileSync(file, "utf8"),
    ts.ScriptTarget.Latest,
    true,
    file.endsWith(".tsx") ? ts.ScriptKind.TSX : ts.ScriptKind.TS,
  );
  const imports = [];
  const lazyImports = [];
  const keys = new Set();
  let messagesName;
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement) && !importsOnlyTypes(statement)) {
      const specifier = statement.moduleSpecifier.text;
      if (isMessagesModule(specifier)) {
        const bindings = statement.importClause?.namedBindings;
        const named = bindings && ts.isNamedImports(bindings) ? bindings.elements : [];
        for (const element of named) {
          if ((element.propertyName ?? element.name).text === "m") messagesName = element.name.text;
          else
            throw new Error(
              `landing-messages: ${relative(".", file)} imports ${element.name.text} from ${specifier}; use m.<key>`,
            );
        }
        if (bindings && !ts.isNamedImports(bindings))
          throw new Error(`landing-messages: ${relative(".", file)} imports ${specifier} as a namespace; use { m }`);
      } else imports.push(specifier);
    } else if (ts.isExportDeclaration(statement) && statement.moduleSpecifier && !statement.isTypeOnly) {
      imports.push(statement.moduleSpecifier.text);
    }
  }
  const visit = (node) => {
    if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword) {
      const [specifier] = node.arguments;
      if (!specifier || !ts.isStringLiteralLike(specifier))
        throw new Error(`landing-messages: ${relative(".", file)} imports a computed name lazily: name the module`);
      lazyImports.push(specifier.text);
    }
    if (messagesName) {
      if (ts.isIdentifier(node) && node.text === messagesName && !isDeclarationOrImport(node)) {
        const parent = node.parent;
        if (ts.isPropertyAccessExpression(parent) && parent.expression === node) keys.add(parent.name.text);
        else if (!ts.isTypeQueryNode(parent)) {
          const { line } = source.getLineAndCharacterOfPosition(node.getStart());
          throw new Error(
            `landing-messages: ${relative(".", file)}:${line + 1} uses ${messagesName} otherwise than as ${messagesName}.<key> ` +
              `(\`${parent.getText().slice(0, 60)}\`): the landing page's messages cannot be told (scripts/landing-messages.mjs)`,
          );
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { imports, lazyImports, keys };
}

/** An identifier that names something rather than reading `m`: `import { m }`, `{ m: ... }`, `x.m`. */
function isDeclarationOrImport(node) {
  const parent = node.parent;
  return (
    ts.isImportSpecifier(parent) ||
    (ts.isPropertyAccessExpression(parent) && parent.name === node) ||
    (ts.isPropertyAssignment(parent) && parent.name === node) ||
    ((ts.isVariableDeclaration(parent) ||
      ts.isParameter(parent) ||
      ts.isFunctionDeclaration(parent) ||
      ts.isBindingElement(parent)) &&
      parent.name === node)
  );
}

/** The landing page's message keys and the modules they were found in (repository-relative). */
export function landingMessages() {
  const seen = new Set();
  const keys = new Set();
  const queue = [...ROOTS, ...LAZY_ON_LANDING].map((root) => resolve(root));
  while (queue.length) {
    const file = queue.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    if (file.startsWith(join(WEB, "paraglide") + "/")) continue; // paraglide's runtime: no m.<key>
    const module = readModule(file);
    for (const key of module.keys) keys.add(key);
    for (const specifier of module.imports) {
      const next = resolveImport(file, specifier);
      if (next && !seen.has(next)) queue.push(next);
    }
    if (relative(".", file) === ROUTE_TABLE) continue;
    for (const specifier of module.lazyImports) {
      const next = resolveImport(file, specifier);
      const name = next && relative(".", next);
      if (next && !LAZY_ON_LANDING.includes(name) && !LAZY_ELSEWHERE[name])
        throw new Error(
          `landing-messages: ${relative(".", file)} loads ${specifier} lazily on the landing page's side of the app: ` +
            `name it in scripts/landing-messages.mjs (LAZY_ON_LANDING if it can show text without a route change)`,
        );
    }
  }
  return { keys, modules: [...seen].map((file) => relative(".", file)).sort() };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? "").href) {
  const { keys, modules } = landingMessages();
  console.log(`${modules.length} modules:\n  ${modules.join("\n  ")}`);
  console.log(`${keys.size} messages:\n  ${[...keys].sort().join("\n  ")}`);
}
