// /account: who I am, my password, where I am signed in, what I share by link, my API tokens,
// downloads without the visible AI label (Article 9), and deleting my data.
import { useAtomValue } from "jotai";
import { m } from "@/paraglide/messages.js";
import { queryClient } from "@/lib/query-client";
import { meAtom } from "@/lib/session";
import { tokensQuery } from "./account-api";
import { ApiTokensSection } from "./ApiTokensSection";
import { ChangePasswordForm } from "./ChangePasswordForm";
import { DeleteAccountSection } from "./DeleteAccountSection";
import { SessionsSection } from "./SessionsSection";
import { SharedLinksSection } from "./SharedLinksSection";
import { UnlabelledDownloadsSection } from "./UnlabelledDownloadsSection";
import { useSessions } from "./use-sessions";

export default function AccountPage() {
  const me = useAtomValue(meAtom);
  const sessions = useSessions();
  if (!me) return null;
  // A new password ended the other sessions and deleted the API tokens: show both lists as they are now.
  const passwordChanged = () => {
    sessions.reload();
    void queryClient.invalidateQueries({ queryKey: tokensQuery.queryKey });
  };
  return (
    <div className="mx-auto max-w-3xl space-y-4">
      <div>
        <h1 className="text-2xl font-bold">{m.account_title()}</h1>
        <p className="text-base-content/60">{m.account_subtitle()}</p>
      </div>
      <section className="card bg-base-100 shadow-sm" data-testid="account-profile">
        <div className="card-body flex-row items-center gap-4">
          <div className="avatar avatar-placeholder">
            <div className="size-14 rounded-full bg-primary text-primary-content text-xl">
              <span>{(me.user.email[0] ?? "U").toUpperCase()}</span>
            </div>
          </div>
          <dl className="min-w-0 text-sm">
            <dt className="text-base-content/60">{m.auth_email()}</dt>
            <dd className="text-base font-medium break-all" dir="ltr" data-testid="account-email">
              {me.user.email}
            </dd>
            <dt className="mt-1 text-base-content/60">{m.account_username()}</dt>
            <dd className="break-all">{me.user.username}</dd>
          </dl>
        </div>
      </section>
      <ChangePasswordForm onChanged={passwordChanged} />
      <SessionsSection {...sessions} />
      <SharedLinksSection />
      <ApiTokensSection />
      <UnlabelledDownloadsSection />
      <DeleteAccountSection email={me.user.email} />
    </div>
  );
}
