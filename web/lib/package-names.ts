// What a credit package is called, in the user's language: the credits page and the back
// office's package editor.
import { m } from "@/paraglide/messages.js";

/** The spec's three packages keep their translated names until an admin renames them. */
const SEED_NAMES: Record<string, () => string> = {
  starter: m.package_starter,
  advanced: m.package_advanced,
  professional: m.package_professional,
};

export function packageName(p: { id: string; name: string | null; credits: number }) {
  return p.name ?? SEED_NAMES[p.id]?.() ?? m.common_credits_count({ count: p.credits });
}
