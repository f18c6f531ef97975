// The Gemini and OpenAI SDKs belong to the placed provider Worker only
// (docs/decisions/0020-placed-provider-worker.md): the main Worker runs at the edge and reaches
// them over the PROVIDERS binding. This bundles both Workers as a deploy would and fails when
// the main bundle holds either SDK (an import slipped past worker/engines/provider-proxy.ts),
// or the provider bundle lacks them (the check would be checking nothing).
import { checkedWorker } from "./build-worker.mjs";
import { WORKERS } from "./workers.mjs";

const SDKS = ["@google/genai", "openai"];
const [main, providers] = ["atelier", "atelier-providers"].map((name) => WORKERS.find((w) => w.name === name));
const stdio = ["ignore", "ignore", "inherit"];
const mainBundle = checkedWorker(main, ".wrangler/sdk-check/main", { stdio });
const providerBundle = checkedWorker(providers, ".wrangler/sdk-check/providers", { stdio });

let failed = false;
for (const sdk of SDKS) {
  const inMain = mainBundle.packages.has(sdk);
  const inProviders = providerBundle.packages.has(sdk);
  failed ||= inMain || !inProviders;
  console.log(
    `${inMain ? "✗" : "✓"} ${sdk} ${inMain ? "is in" : "is not in"} the main Worker's bundle; ${inProviders ? "✓ it is" : "✗ it is not"} in the provider Worker's`,
  );
}
process.exit(failed ? 1 : 0);
