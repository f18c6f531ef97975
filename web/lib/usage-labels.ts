// Usage actions as people read them (shared by the credits page and the back office): a label
// per action type and the signed credit change.
import { m } from "@/paraglide/messages.js";
import type { ActionType } from "../../shared/choices";

const LABELS: Record<ActionType, () => string> = {
  signup_bonus: m.action_signup_bonus,
  generate_image: m.action_generate_image,
  optimize_image: m.action_optimize_image,
  optimize_conversation: m.action_optimize_conversation,
  transform_image: m.action_transform_image,
  generate_product_image: m.action_generate_product_image,
  transcribe_audio: m.action_transcribe_audio,
  interior_design: m.action_interior_design,
  generate_storybook: m.action_generate_storybook,
  upscale_image: m.action_upscale_image,
  remove_background: m.action_remove_background,
  edit_region: m.action_edit_region,
  expand_image: m.action_expand_image,
  referral_reward: m.action_referral_reward,
  admin_adjustment: m.action_admin_adjustment,
  recharge: m.action_recharge,
  recharge_reversal: m.action_recharge_reversal,
};

/** The action's label; a refund (metadata.refundOf) reads "refund: <action>". */
export function actionLabel(record: { actionType: string; metadata?: unknown }) {
  const label =
    (Object.hasOwn(LABELS, record.actionType) ? LABELS[record.actionType as ActionType]() : undefined) ??
    record.actionType;
  const meta = record.metadata;
  return meta && typeof meta === "object" && "refundOf" in meta ? m.usage_refund_of({ action: label }) : label;
}

/** Credits taken show as −n, credits given back or granted as +n. */
export function creditChange(creditsUsed: number) {
  return creditsUsed > 0 ? `-${creditsUsed}` : `+${-creditsUsed}`;
}
