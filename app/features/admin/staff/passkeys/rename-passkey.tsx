import { Form } from "react-router";

import { passkeyNameLimit } from "~domain/staff/passkeys";
import type { PasskeyView } from "~contracts/staff-passkeys";

import { TextField } from "~/components/ui/text-field";

import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

/** Renaming is rare: folded away under each passkey, a plain form post. */
export function RenamePasskey({ passkey }: { passkey: PasskeyView }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-semibold text-brand-800">Rename {passkey.name}</summary>
      <Form method="post" className="mt-3 grid gap-3 sm:grid-cols-[1fr_auto] sm:items-end">
        <input type="hidden" name="intent" value="rename" />
        <input type="hidden" name="passkeyId" value={passkey.id} />
        <TextField label="New name" name="name" defaultValue={passkey.name} maxLength={passkeyNameLimit} required />
        <SubmitButton tone="secondary" pendingLabel="Saving...">
          Save name
        </SubmitButton>
      </Form>
    </details>
  );
}
