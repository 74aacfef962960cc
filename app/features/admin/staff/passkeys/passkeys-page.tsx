import { Form } from "react-router";

import type { PasskeyView } from "~contracts/staff-passkeys";

import { BackLink } from "~/features/admin/shared/ui/back-link";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

import { AddPasskey } from "./add-passkey";
import { RenamePasskey } from "./rename-passkey";

type PasskeysPageProps = {
  /** False where the site's address is an IP address, at which browsers make no passkeys. */
  available: boolean;
  passkeys: PasskeyView[];
  result: { ok: boolean; message: string } | undefined;
};

export function PasskeysPage({ available, passkeys, result }: PasskeysPageProps) {
  return (
    <>
      <BackLink to="/admin/account">Your account</BackLink>
      <PageHeader
        title="Passkeys"
        intro="Sign in with your fingerprint, face or screen lock instead of a password and a code. A passkey stays on your device; the site keeps only its public half."
      />
      <div className="grid max-w-2xl gap-6">
        {result ? <Notice tone={result.ok ? "success" : "error"}>{result.message}</Notice> : null}
        {available ? (
          <AddPasskey />
        ) : (
          <Notice tone="info">
            Passkeys cannot be used at this site&apos;s address: it is an IP address, and browsers keep passkeys only
            for a domain name. Open the back office at its domain name to add one.
          </Notice>
        )}
        <SectionCard
          title="Your passkeys"
          intro="Remove a passkey when you no longer have its device. Each change is e-mailed to you."
        >
          {passkeys.length === 0 ? (
            <p className="mt-4 text-sm text-slate-600">You have no passkeys yet.</p>
          ) : (
            <ul className="mt-4 divide-y divide-slate-200">
              {passkeys.map((passkey) => (
                <PasskeyRow key={passkey.id} passkey={passkey} />
              ))}
            </ul>
          )}
        </SectionCard>
      </div>
    </>
  );
}

function PasskeyRow({ passkey }: { passkey: PasskeyView }) {
  return (
    <li className="grid gap-3 py-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0 text-sm">
          <p className="font-semibold break-words text-slate-900">{passkey.name}</p>
          <p className="text-slate-600">
            Added <IndiaTime at={passkey.createdAt} /> ·{" "}
            {passkey.lastUsedAt ? (
              <>
                last used <IndiaTime at={passkey.lastUsedAt} />
              </>
            ) : (
              "not used yet"
            )}
          </p>
        </div>
        <Form method="post">
          <input type="hidden" name="intent" value="remove" />
          <input type="hidden" name="passkeyId" value={passkey.id} />
          <SubmitButton tone="secondary" pendingLabel="Removing..." aria-label={`Remove ${passkey.name}`}>
            Remove
          </SubmitButton>
        </Form>
      </div>
      <RenamePasskey passkey={passkey} />
    </li>
  );
}
