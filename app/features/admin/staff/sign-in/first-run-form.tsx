import { Form, Link } from "react-router";

import { TextField } from "~/components/ui/text-field";
import { passwordRules } from "~domain/staff/staff";

import { AdminCard } from "~/features/admin/shared/shell/admin-shell";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

type FirstRunFormProps = { open: boolean; errors: Record<string, string | undefined> };

export function FirstRunForm({ open, errors }: FirstRunFormProps) {
  if (!open) {
    return (
      <AdminCard title="This link cannot be used">
        <p className="text-slate-700">
          It has expired, or the first account exists already. Restart the server for a new link, or sign in.
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
  return (
    <AdminCard title="Create the first admin account">
      <p className="mb-4 text-sm text-slate-700">
        This account can invite everyone else. Use at least {passwordRules.min} characters for the password; a few
        unrelated words make a strong one that is easy to remember.
      </p>
      <Form method="post" className="grid gap-4" noValidate>
        <TextField label="Your name" name="name" autoComplete="name" error={errors.name} />
        <TextField
          label="E-mail address"
          name="email"
          type="email"
          autoComplete="username"
          required
          error={errors.email}
        />
        <TextField
          label="Password"
          name="password"
          type="password"
          autoComplete="new-password"
          minLength={passwordRules.min}
          required
          error={errors.password}
        />
        <TextField
          label="Password again"
          name="confirmation"
          type="password"
          autoComplete="new-password"
          required
          error={errors.confirmation}
        />
        <SubmitButton pendingLabel="Creating...">Create account</SubmitButton>
      </Form>
    </AdminCard>
  );
}
