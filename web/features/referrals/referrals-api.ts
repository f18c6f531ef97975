// The user's own referral code, link and invitations: a query the route's loader starts with the
// session (web/app/page-data.ts).
import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api";

export const referralsQuery = queryOptions({ queryKey: ["referrals"], queryFn: () => unwrap(api.referrals.me.$get()) });
