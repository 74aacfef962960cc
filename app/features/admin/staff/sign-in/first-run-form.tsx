import { TextField } from "~/components/ui/text-field";
import { passwordRules } from "~domain/staff/staff";

import { AdminCard } from "~/features/admin/shared/shell/admin-shell";

import { CredentialsForm, EmailAddressField, NewPasswordFields, UnusableLinkCard } from "./credential-forms";

type FirstRunFormProps = { open: boolean; errors: Record<string, string | undefined> };

export function FirstRunForm({ open, errors }: FirstRunFormProps) {
  if (!open) {
    return (
      <UnusableLinkCard>
        It has expired, or the first account exists already. Restart the server for a new link, or sign in.
      </UnusableLinkCard>
    );
  }
  return (
    <AdminCard title="Create the first admin account">
      <p className="mb-4 text-sm text-slate-700">
        This account can invite everyone else. Use at least {passwordRules.min} characters for the password; a few
        unrelated words make a strong one that is easy to remember.
      </p>
      <CredentialsForm submit={{ label: "Create account", pending: "Creating..." }}>
        <TextField label="Your name" name="name" autoComplete="name" error={errors.name} />
        <EmailAddressField error={errors.email} />
        <NewPasswordFields labels={["Password", "Password again"]} errors={errors} />
      </CredentialsForm>
    </AdminCard>
  );
}
