// The operator's to-do for provider failures no retry or user can fix (a retired or missing
// model, a refused region, an unverified OpenAI organization): one loud line in the main
// Worker's log, the log an operator watches, beside the admin dashboard's alert
// (features/operator/service.ts). The provider Worker returns these failures as data and logs
// nothing itself (provider-proxy.ts calls this when the answer arrives).
import type { EngineError } from "./types";

export function tellOperator(error: EngineError): void {
  const fix = error.operatorFix;
  if (!fix) return;
  const model = fix.model ? `"${fix.model}"` : "the configured model";
  if (error.kind === "MODEL_UNAVAILABLE" && !fix.model) {
    console.error(
      `MODEL UNAVAILABLE: ${fix.setting} is empty. Set it in wrangler.toml [vars] (docs/configuration.md) and deploy.`,
    );
  } else if (error.kind === "MODEL_UNAVAILABLE") {
    console.error(
      `MODEL UNAVAILABLE: ${fix.provider} answered 404 for ${model}. Set ${fix.setting} in wrangler.toml to a current model (docs/engines.md) and deploy.`,
    );
  } else if (error.kind === "REGION_REFUSED") {
    console.error(
      `REGION REFUSED: ${fix.provider} refused the provider Worker's location (model ${model}). Set [placement] region in wrangler.providers.toml to a region ${fix.provider} serves (docs/deploy.md, "Placement") and deploy it.`,
    );
  } else if (error.kind === "ORG_NOT_VERIFIED") {
    console.error(
      `ORG NOT VERIFIED: OpenAI requires organization verification for ${model}. Verify at https://platform.openai.com/settings/organization/general or choose another model in ${fix.setting}.`,
    );
  }
}
