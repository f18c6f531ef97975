// The account page's calls to our own routes (/api/account…). Changing the password goes to
// better-auth directly (features/auth/auth-api.ts).
// The lists are queries the route's loader starts with the session (web/app/page-data.ts).
import { queryOptions } from "@tanstack/react-query";
import { api, unwrap } from "@/lib/api";

export type AccountSession = Awaited<ReturnType<typeof fetchSessions>>["sessions"][number];

export const fetchSessions = () => unwrap(api.account.sessions.$get());

export const sessionsQuery = queryOptions({ queryKey: ["account", "sessions"], queryFn: fetchSessions });

export const revokeSession = (id: string) => unwrap(api.account.sessions[":id"].$delete({ param: { id } }));

export const revokeOtherSessions = () => unwrap(api.account.sessions["revoke-others"].$post());

export const deleteMyData = (password: string) => unwrap(api.account.delete.$post({ json: { password } }));

/** What this browser keeps about the user (saved prompts, remembered email…), gone with the account. */
export const LOCAL_KEYS = ["saved-prompts", "generation-count", "remember-me", "user-email"];

/** Personal API tokens (worker/features/api-tokens/routes.ts): the secret comes back from create only. */
export type ApiToken = Awaited<ReturnType<typeof fetchApiTokens>>["tokens"][number];

export const fetchApiTokens = () => unwrap(api.account.tokens.$get());

export const tokensQuery = queryOptions({ queryKey: ["account", "tokens"], queryFn: fetchApiTokens });

export const createApiToken = (name: string) => unwrap(api.account.tokens.$post({ json: { name } }));

export const revokeApiToken = (id: string) => unwrap(api.account.tokens[":id"].$delete({ param: { id } }));
