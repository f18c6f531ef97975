// My API tokens: create one by name (its secret is shown this once, to copy, with a warning),
// see each one's prefix and when it was made and last used, revoke one after a confirmation.
// Links to the API reference (/developers/) with a one-line curl example.
import { useQuery } from "@tanstack/react-query";
import { useCallback, useState, type FormEvent } from "react";
import { toast } from "sonner";
import { m } from "@/paraglide/messages.js";
import { ConfirmDialog } from "@/components/ConfirmDialog";
import { errorMessage } from "@/lib/error-messages";
import { formatDateTime } from "@/lib/format";
import { queryClient } from "@/lib/query-client";
import { API_TOKEN_NAME_MAX, API_TOKEN_REQUESTS_PER_MINUTE, API_TOKENS_PER_USER } from "../../../shared/limits";
import { createApiToken, revokeApiToken, tokensQuery, type ApiToken } from "./account-api";

const curlExample = (secret: string) =>
  `curl -H "Authorization: Bearer ${secret}" -F prompt="a red chair" ${location.origin}/api/images/generate`;

export function ApiTokensSection() {
  const query = useQuery(tokensQuery, queryClient);
  const tokens = query.data?.tokens ?? null;
  const failed = query.isError;
  const [name, setName] = useState("");
  const [busy, setBusy] = useState(false);
  const [secret, setSecret] = useState<string | null>(null);
  const [revoking, setRevoking] = useState<ApiToken | null>(null);

  const reload = useCallback(() => queryClient.invalidateQueries({ queryKey: tokensQuery.queryKey }), []);

  async function create(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      setSecret((await createApiToken(name.trim())).secret);
      setName("");
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      await reload();
      setBusy(false);
    }
  }

  async function copy(text: string) {
    try {
      await navigator.clipboard.writeText(text);
      toast.success(m.api_tokens_copied());
    } catch {
      toast.error(m.api_tokens_copy_failed());
    }
  }

  async function revoke(token: ApiToken) {
    setBusy(true);
    try {
      await revokeApiToken(token.id);
      toast.success(m.api_tokens_revoked());
    } catch (error) {
      toast.error(errorMessage(error));
    } finally {
      setRevoking(null);
      await reload();
      setBusy(false);
    }
  }

  const full = (tokens?.length ?? 0) >= API_TOKENS_PER_USER;
  return (
    <section className="card bg-base-100 shadow-sm" data-testid="account-api-tokens">
      <div className="card-body gap-3">
        <div>
          <h2 className="card-title text-base">{m.api_tokens_title()}</h2>
          <p className="text-sm text-base-content/60">
            {m.api_tokens_hint({ max: API_TOKENS_PER_USER, perMinute: API_TOKEN_REQUESTS_PER_MINUTE })}
          </p>
          <a className="link link-primary text-sm" href="/developers/" target="_blank" rel="noopener">
            {m.api_tokens_docs()}
          </a>
        </div>
        {secret && (
          <div
            className="space-y-2 rounded-box border border-warning/60 bg-warning/10 p-3"
            data-testid="api-token-secret-box"
          >
            <p className="font-medium">{m.api_tokens_created_title()}</p>
            <p className="text-sm">{m.api_tokens_created_warning()}</p>
            <div className="flex flex-wrap gap-2">
              <input
                className="input input-sm min-w-0 flex-1 basis-56 font-mono"
                dir="ltr"
                readOnly
                value={secret}
                aria-label={m.api_tokens_created_title()}
                onFocus={(e) => e.currentTarget.select()}
                data-testid="api-token-secret"
              />
              <button
                type="button"
                className="btn btn-sm btn-primary"
                onClick={() => void copy(secret)}
                data-testid="api-token-copy"
              >
                {m.api_tokens_copy()}
              </button>
            </div>
            <p className="text-xs text-base-content/70">{m.api_tokens_example()}</p>
            <code className="block whitespace-pre-wrap break-all rounded bg-base-200 p-2 text-xs" dir="ltr">
              {curlExample(secret)}
            </code>
            <button type="button" className="btn btn-sm btn-ghost" onClick={() => setSecret(null)}>
              {m.api_tokens_done()}
            </button>
          </div>
        )}
        <form className="flex flex-wrap items-end gap-2" onSubmit={(e) => void create(e)}>
          <label className="min-w-0 flex-1 basis-48">
            <span className="mb-1 block text-sm">{m.api_tokens_name_label()}</span>
            <input
              className="input input-sm w-full"
              value={name}
              maxLength={API_TOKEN_NAME_MAX}
              placeholder={m.api_tokens_name_placeholder()}
              onChange={(e) => setName(e.target.value)}
              data-testid="api-token-name"
            />
          </label>
          <button
            type="submit"
            className="btn btn-sm btn-primary"
            disabled={busy || full || name.trim() === ""}
            data-testid="api-token-create"
          >
            {m.api_tokens_create()}
          </button>
        </form>
        {full && <p className="text-sm text-warning">{m.api_tokens_too_many({ max: API_TOKENS_PER_USER })}</p>}
        {failed && !tokens && <p className="text-error">{m.api_tokens_load_failed()}</p>}
        {!tokens && !failed && <span className="loading loading-spinner mx-auto" />}
        {tokens?.length === 0 && <p className="text-sm text-base-content/60">{m.api_tokens_empty()}</p>}
        <ul className="divide-y divide-base-300">
          {tokens?.map((token) => (
            <li key={token.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-3" data-testid="api-token-row">
              <div className="min-w-0 flex-1">
                <p className="truncate font-medium" dir="auto">
                  {token.name}
                </p>
                <p className="text-xs text-base-content/60">
                  <code dir="ltr">{token.prefix}…</code> ·{" "}
                  {m.api_tokens_created_at({ date: formatDateTime(token.createdAt) })} ·{" "}
                  {token.lastUsedAt
                    ? m.api_tokens_last_used({ date: formatDateTime(token.lastUsedAt) })
                    : m.api_tokens_never_used()}
                </p>
              </div>
              <button
                type="button"
                className="btn btn-sm btn-ghost text-error"
                disabled={busy}
                onClick={() => setRevoking(token)}
                data-testid="api-token-revoke"
              >
                {m.api_tokens_revoke()}
              </button>
            </li>
          ))}
        </ul>
      </div>
      <ConfirmDialog
        open={revoking !== null}
        title={m.api_tokens_revoke_title()}
        body={m.api_tokens_revoke_body({ name: revoking?.name ?? "" })}
        confirmLabel={m.api_tokens_revoke()}
        busy={busy}
        onConfirm={() => revoking && void revoke(revoking)}
        onCancel={() => setRevoking(null)}
      />
    </section>
  );
}
