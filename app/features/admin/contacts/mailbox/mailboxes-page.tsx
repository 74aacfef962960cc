import { Form } from "react-router";

import type { MailboxesView, MailboxView } from "~contracts/contact-emails";
import {
  MailboxConnectSchema,
  mailboxSecurities,
  mailboxSecurityLabels,
  skippedMessagesText,
  type MailboxSecurity,
} from "~domain/contacts/mailbox-forms";
import { indiaDateTime } from "~domain/time/india-dates";

import { SelectField, TextField } from "~/components/ui/text-field";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { bindFields } from "~/features/admin/shared/form-fields";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { AppPasswordFields } from "~/features/admin/shared/ui/app-password-fields";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { Badge } from "~/features/admin/shared/ui/badge";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

export type Whose = "sales" | "own";

/** What the action answers when it refuses a form: which mailbox's, the messages, what was typed (never the password). */
export type MailboxActionResult = { whose: Whose; errors: FormErrors; values?: Record<string, string> };

const doneMessages: Record<string, string> = {
  "connect-sales": "The sales mailbox is connected. Its messages appear on the contacts within a minute or two.",
  "connect-own": "Your mailbox is connected. Its messages appear on the contacts within a minute or two.",
  "disconnect-sales":
    "The sales mailbox is disconnected and its password forgotten. The e-mails already on contacts stay.",
  "disconnect-own": "Your mailbox is disconnected and its password forgotten. The e-mails already on contacts stay.",
};

const connectionWords: Record<MailboxSecurity, string> = {
  tls: "TLS",
  starttls: "STARTTLS",
  none: "no encryption (a test server)",
};

const titles: Record<Whose, string> = { sales: "The sales mailbox", own: "Your own mailbox" };
const intros: Record<Whose, string> = {
  sales: "The desk's shared mailbox. Anyone on the sales desk may connect or disconnect it.",
  own: "Your own work mailbox, if your conversations with leads happen there. Only you connect it.",
};

/**
 * The mailboxes read onto the contacts: every message to or from a contact's
 * address appears on their page. Reading never changes the mailbox: nothing is marked read, moved
 * or deleted.
 */
export function MailboxesPage({
  mailboxes,
  done,
  result,
}: {
  mailboxes: MailboxesView;
  done?: string | undefined;
  result?: MailboxActionResult | undefined;
}) {
  const success = done ? doneMessages[done] : undefined;
  return (
    <>
      <BackLink to="/admin/contacts">All contacts</BackLink>
      <PageHeader
        title="Mailboxes"
        intro="Messages to or from a contact's address in these mailboxes appear on the contact's page, with their replies. Reading them changes nothing in the mailbox."
      />
      {success ? <Notice tone="success">{success}</Notice> : null}
      <div className="grid items-start gap-6 lg:grid-cols-2">
        {(["sales", "own"] as const).map((whose) => (
          <SectionCard key={whose} title={titles[whose]} intro={intros[whose]}>
            {mailboxes[whose] ? (
              <ConnectedMailbox
                whose={whose}
                mailbox={mailboxes[whose]}
                refused={result?.whose === whose ? result.errors.form : undefined}
              />
            ) : (
              <ConnectForm whose={whose} result={result?.whose === whose ? result : undefined} />
            )}
          </SectionCard>
        ))}
      </div>
    </>
  );
}

function ConnectedMailbox({
  whose,
  mailbox,
  refused,
}: {
  whose: Whose;
  mailbox: MailboxView;
  /** Why the disconnect just posted was refused. */
  refused: string | undefined;
}) {
  const skipped = skippedMessagesText(mailbox);
  return (
    <div className="mt-4 text-sm">
      {refused ? <Notice tone="error">{refused}</Notice> : null}
      <dl className="grid grid-cols-[8rem_1fr] gap-x-4 gap-y-2">
        <dt className="text-slate-600">Address</dt>
        <dd className="[overflow-wrap:anywhere] text-slate-900">{mailbox.address}</dd>
        <dt className="text-slate-600">Server</dt>
        <dd className="[overflow-wrap:anywhere] text-slate-900">
          {mailbox.host}:{mailbox.port}, {connectionWords[mailbox.security]}
        </dd>
        <dt className="text-slate-600">User name</dt>
        <dd className="[overflow-wrap:anywhere] text-slate-900">{mailbox.username}</dd>
        <dt className="text-slate-600">Last read</dt>
        <dd className="text-slate-900">
          {mailbox.lastReadAt
            ? `${indiaDateTime(mailbox.lastReadAt)} IST`
            : "Not yet: it is read within a minute or two."}
        </dd>
      </dl>
      {skipped ? <p className="mt-4 text-slate-700">{skipped}</p> : null}
      {mailbox.lastError ? (
        <div className="mt-4">
          <Notice tone="error">
            The last read failed: {mailbox.lastError} It is tried again at {indiaDateTime(mailbox.nextReadAt)} IST; what
            was read before stays on the contacts.
          </Notice>
        </div>
      ) : (
        <p className="mt-4">
          <Badge tone="emerald">Connected</Badge>
        </p>
      )}
      <Form method="post" className="mt-4">
        <input type="hidden" name="whose" value={whose} />
        <SubmitButton name="intent" value="disconnect" tone="secondary" pendingLabel="Disconnecting...">
          Disconnect
        </SubmitButton>
      </Form>
    </div>
  );
}

function ConnectForm({ whose, result }: { whose: Whose; result: MailboxActionResult | undefined }) {
  const form = useCheckedForm(MailboxConnectSchema, result?.errors);
  const { names, errors } = form;
  // A form shown afresh offers the usual port and security.
  const values: Record<string, string> = { port: "993", security: "tls", ...result?.values };
  const bind = bindFields(values, errors);
  return (
    <Form method="post" className="mt-4 flex flex-col gap-4" autoComplete="off" onSubmit={form.onSubmit}>
      <input type="hidden" name={names.whose} value={whose} />
      {errors.form ? <Notice tone="error">{errors.form}</Notice> : null}
      <p className="text-sm text-slate-600">
        Make an app password for this site in the mailbox&apos;s security settings (Google Workspace, Microsoft 365 with
        IMAP on, Zoho and Fastmail all offer one). It is kept sealed and never shown again.
      </p>
      <TextField label="E-mail address" {...bind(names.address)} type="email" spellCheck={false} required />
      <div className="grid gap-4 sm:grid-cols-[1fr_7rem]">
        <TextField
          label="IMAP server"
          {...bind(names.host)}
          type="text"
          spellCheck={false}
          required
          placeholder="imap.example.com"
        />
        <TextField label="Port" {...bind(names.port)} type="text" inputMode="numeric" required />
      </div>
      <SelectField
        label="Security"
        {...bind(names.security)}
        options={mailboxSecurities}
        placeholder=""
        labels={mailboxSecurityLabels}
      />
      <AppPasswordFields errors={errors} username={values.username} />
      <div>
        <SubmitButton name="intent" value="connect" pendingLabel="Signing in...">
          Connect mailbox
        </SubmitButton>
      </div>
    </Form>
  );
}
