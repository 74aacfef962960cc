import { passwordRules } from "~domain/staff/staff";

import { AdminCard } from "~/features/admin/shared/shell/admin-shell";

import { CredentialsForm, NewPasswordFields, UnusableLinkCard } from "./credential-forms";

type SetPasswordFormProps = {
  account: { email: string; name: string } | null;
  result?: { errors: Record<string, string | undefined> } | undefined;
};

export function SetPasswordForm({ account, result }: SetPasswordFormProps) {
  if (!account) {
    return (
      <UnusableLinkCard>
        It has expired or has already been used. Please ask an admin of the back office for a new link.
      </UnusableLinkCard>
    );
  }
  return (
    <AdminCard title="Set your password">
      <p className="mb-4 text-sm text-slate-700">
        For <strong>{account.email}</strong>. Use at least {passwordRules.min} characters; a few unrelated words make a
        strong password that is easy to remember.
      </p>
      <CredentialsForm submit={{ label: "Set password", pending: "Saving..." }}>
        {/* Lets password managers store the new password under the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={account.email} />
        <NewPasswordFields labels={["New password", "New password again"]} errors={result?.errors ?? {}} />
      </CredentialsForm>
    </AdminCard>
  );
}
