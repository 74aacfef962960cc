import type { ReactNode } from "react";
import { Form, Link } from "react-router";

import { TextField } from "~/components/ui/text-field";
import { passwordRules } from "~domain/staff/staff";

import { AdminCard } from "~/features/admin/shared/shell/admin-shell";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

type FieldErrors = Record<string, string | undefined>;

/** A one-time link (the first account's, a password's) that is spent or expired: why, and the way to sign in. */
export function UnusableLinkCard({ children }: { children: ReactNode }) {
  return (
    <AdminCard title="This link cannot be used">
      <p className="text-slate-700">{children}</p>
      <Link to="/admin/sign-in" className="mt-4 inline-block font-semibold text-brand-800 underline underline-offset-4">
        Go to sign in
      </Link>
    </AdminCard>
  );
}

/**
 * The signing-in pages' forms: a plain post the route's action answers, so they work without
 * JavaScript; the server's messages replace the browser's own (noValidate).
 */
export function CredentialsForm({
  submit,
  children,
}: {
  submit: { label: string; pending: string };
  children: ReactNode;
}) {
  return (
    <Form method="post" className="grid gap-4" noValidate>
      {children}
      <SubmitButton pendingLabel={submit.pending}>{submit.label}</SubmitButton>
    </Form>
  );
}

/** The account's address, which password managers store the password under. */
export function EmailAddressField({ error }: { error: string | undefined }) {
  return <TextField label="E-mail address" name="email" type="email" autoComplete="username" required error={error} />;
}

/** A new password and the same again, as the rules for one ask. */
export function NewPasswordFields({ labels, errors }: { labels: [string, string]; errors: FieldErrors }) {
  return (
    <>
      <TextField
        label={labels[0]}
        name="password"
        type="password"
        autoComplete="new-password"
        minLength={passwordRules.min}
        required
        error={errors.password}
      />
      <TextField
        label={labels[1]}
        name="confirmation"
        type="password"
        autoComplete="new-password"
        required
        error={errors.confirmation}
      />
    </>
  );
}
