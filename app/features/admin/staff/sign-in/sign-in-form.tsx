import type { ReactNode } from "react";

import { TextField } from "~/components/ui/text-field";

import { AdminCard } from "~/features/admin/shared/shell/admin-shell";
import { Notice } from "~/features/admin/shared/ui/notice";

import { CredentialsForm, EmailAddressField } from "./credential-forms";

const notices: Record<string, string> = {
  "password-set": "Your password is set. Please sign in with it.",
  "signed-out": "You are signed out.",
  "signed-out-everywhere": "You are signed out on every device.",
};

type SignInFormProps = {
  next: string;
  notice?: string | undefined;
  /** No account exists yet: the way in is the link the server printed. */
  awaitsFirstAccount: boolean;
  result?: { errors: Record<string, string | undefined>; message: string | undefined } | undefined;
  /** The other ways in (a passkey, single sign-on), below the password form. */
  children?: ReactNode;
};

/** Works without JavaScript: a plain form post, answered by the route's action. */
export function SignInForm({ next, notice, awaitsFirstAccount, result, children }: SignInFormProps) {
  const errors = result?.errors ?? {};
  return (
    <AdminCard title="Sign in to the back office">
      {awaitsFirstAccount ? (
        <Notice tone="info">
          No account exists yet. When it started, the server printed a one-time link that creates the first admin
          account: look for &ldquo;first admin account&rdquo; in the output of <code>npm start</code> (or in the
          container&apos;s log). Restart the server for a new link.
        </Notice>
      ) : null}
      {result?.message ? <Notice tone="error">{result.message}</Notice> : null}
      {!result && notice && notices[notice] ? <Notice tone="success">{notices[notice]}</Notice> : null}
      <CredentialsForm submit={{ label: "Sign in", pending: "Signing in..." }}>
        <input type="hidden" name="next" value={next} />
        <EmailAddressField error={errors.email} />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="current-password"
          required
          error={errors.password}
        />
      </CredentialsForm>
      {children}
      <p className="mt-6 text-sm text-slate-600">
        Forgot your password or have no account yet? Ask an admin to send you a link to set one.
      </p>
    </AdminCard>
  );
}
