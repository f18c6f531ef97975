// What a studio shows about credits next to its paid button: the balance (as the art studio and
// the product generator do), and why the button is disabled when it is, read out with it.
import { Link } from "react-router";
import { m } from "@/paraglide/messages.js";
import { Icon } from "./icons";

/** The user's balance, at the top of a studio. */
export function CreditBalance({ credits }: { credits: number }) {
  return (
    <span className="badge badge-primary badge-soft gap-1 py-3" data-testid="credit-balance">
      <Icon name="coins" className="size-4" />
      {m.common_credits_count({ count: credits })}
    </span>
  );
}

/**
 * Why a paid button cannot be pressed; the button names it with `aria-describedby={id}`. `topUp`
 * (short of credits) offers the top-up page.
 */
export function DisabledReason({ id, reason, topUp }: { id: string; reason: string | null; topUp?: boolean }) {
  if (!reason) return null;
  return (
    <p id={id} className="text-center text-sm text-base-content/70" data-testid="disabled-reason">
      {reason}
      {topUp && (
        <>
          {" "}
          <Link to="/credits" className="link link-primary">
            {m.nav_recharge()}
          </Link>
        </>
      )}
    </p>
  );
}

/** The reason a paid button is disabled for lack of credits, or null when the balance covers it. */
export const shortOfCredits = (credits: number, cost: number) =>
  credits < cost ? m.story_insufficient({ cost }) : null;
