import { Form, Link } from "react-router";

import { TextField } from "~/components/ui/text-field";
import { passwordRules } from "~domain/staff/staff";

import { AdminCard } from "~/features/admin/shared/shell/admin-shell";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

type SetPasswordFormProps = {
  account: { email: string; name: string } | null;
  result?: { errors: Record<string, string | undefined> } | undefined;
};

export function SetPasswordForm({ account, result }: SetPasswordFormProps) {
  if (!account) {
    return (
      <AdminCard title="This link cannot be used">
        <p className="text-slate-700">
          It has expired or has already been used. Please ask an admin of the back office for a new link.
        </p>
        <Link
          to="/admin/sign-in"
          className="mt-4 inline-block font-semibold text-brand-800 underline underline-offset-4"
        >
          Go to sign in
        </Link>
      </AdminCard>
    );
  }
  const errors = result?.errors ?? {};
  return (
    <AdminCard title="Set your password">
      <p className="mb-4 text-sm text-slate-700">
        For <strong>{account.email}</strong>. Use at least {passwordRules.min} characters; a few unrelated words make a
        strong password that is easy to remember.
      </p>
      <Form method="post" className="grid gap-4" noValidate>
        {/* Lets password managers store the new password under the right account. */}
        <input type="hidden" name="username" autoComplete="username" value={account.email} />
        <TextField
          label="New password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={passwordRules.min}
          required
          error={errors.password}
        />
        <TextField
          label="New password again"
          name="confirmation"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmation}
        />
        <SubmitButton pendingLabel="Saving...">Set password</SubmitButton>
      </Form>
    </AdminCard>
  );
}
