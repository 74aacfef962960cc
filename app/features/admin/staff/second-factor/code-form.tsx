import { Form } from "react-router";

import { TextField } from "~/components/ui/text-field";

import { AdminCard } from "~/features/admin/shared/shell/admin-shell";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

type CodeFormProps = { next: string; email: string; error: string | undefined };

export function CodeForm({ next, email, error }: CodeFormProps) {
  return (
    <AdminCard title="Enter your code">
      <p className="mb-4 text-sm text-slate-700">
        Open the authenticator app on your phone and enter the 6-digit code it shows for <strong>{email}</strong>.
      </p>
      <Form method="post" className="grid gap-4" noValidate>
        <input type="hidden" name="next" value={next} />
        <TextField label="Code" name="code" autoComplete="one-time-code" required error={error} announceError />
        <p className="-mt-2 text-sm text-slate-600">Lost your phone? Enter one of your recovery codes instead.</p>
        <SubmitButton pendingLabel="Checking...">Continue</SubmitButton>
      </Form>
      <Form method="post" action="/admin/sign-out" className="mt-6">
        <button type="submit" className="text-sm font-semibold text-brand-800 underline underline-offset-4">
          Cancel and sign out
        </button>
      </Form>
    </AdminCard>
  );
}
