// The register form's live referral-code check (spec §2, §5): debounced 500 ms against the
// public endpoint, which also says whether invite-only is on and what an invitee gets. The check
// runs whether or not invite-only is on: a code that is typed must be a real one.
import { useEffect, useState } from "react";
import { api, ApiError, unwrap } from "@/lib/api";

/** "limited": too many checks from this address just now; the server still checks on submit. */
export type CodeState = "empty" | "checking" | "valid" | "invalid" | "limited";

export function useReferralCheck(code: string, active: boolean) {
  const [required, setRequired] = useState(false);
  const [inviteeReward, setInviteeReward] = useState(0);
  const [state, setState] = useState<CodeState>("empty");

  useEffect(() => {
    if (!active) return;
    if (!code) {
      setState("empty");
      unwrap(api.referrals.check.$get({ query: {} })).then(
        (r) => setRequired(r.required),
        () => undefined,
      );
      return;
    }
    setState("checking");
    const timer = setTimeout(() => {
      unwrap(api.referrals.check.$get({ query: { code } })).then(
        (r) => {
          setRequired(r.required);
          setInviteeReward(r.inviteeReward);
          setState(r.valid ? "valid" : "invalid");
        },
        (error) => setState(error instanceof ApiError && error.code === "RATE_LIMITED" ? "limited" : "invalid"),
      );
    }, 500);
    return () => clearTimeout(timer);
  }, [code, active]);

  return { required, state, inviteeReward };
}
