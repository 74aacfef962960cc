import type { ReactNode } from "react";
import { Form } from "react-router";

import type { ContactCard, TimelineEntry } from "~contracts/contacts";
import { indiaDateTime } from "~domain/time/india-dates";
import { leadStageLabels, leadStages, StageChangeSchema } from "~domain/contacts/contacts";
import { TeamNoteSchema } from "~domain/forms/list-filters";

import { TextAreaField, TextField } from "~/components/ui/text-field";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { bindFields } from "~/features/admin/shared/form-fields";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { Badge } from "~/features/admin/shared/ui/badge";
import { PhoneLink } from "~/features/admin/shared/ui/contact-links";
import { Notice } from "~/features/admin/shared/ui/notice";
import { DoNotContactBadge } from "~/features/admin/shared/ui/do-not-contact-badge";
import { ChoiceOptions, LabelledSelect, PersonOptions } from "~/features/admin/shared/ui/labelled-select";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { AddForm } from "~/features/admin/shared/ui/add-form";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

import { formatRupees, stageTones } from "./contact-format";
import { Timeline } from "./timeline";
import { DoNotContactSection, originText } from "./do-not-contact";
import { ContactLeadsCard } from "./contact-leads";
import { EmailAddress } from "~/components/ui/email-address";

export type ContactActionData = { intent: string; errors?: Record<string, string>; message?: string };

type PageProps = {
  contact: ContactCard;
  timeline: TimelineEntry[];
  owners: { id: string; name: string }[];
  /** Whether this person may give the contact to someone else. */
  mayManage: boolean;
  done?: string | undefined;
  result?: ContactActionData | undefined;
  /** The follow-up tasks' section. */
  tasks?: ReactNode;
  /** The e-mails' section: conversations read from the mailboxes and replies. */
  emails?: ReactNode;
  /** Their other addresses and the merges that can be undone (decision 046). */
  aliases?: ReactNode;
};

const doneMessages: Record<string, string> = {
  owner: "The contact has a new owner.",
  stage: "The deal is saved.",
  note: "The note is added.",
  "do-not-contact": "Recorded: they are not to be contacted.",
  "may-contact": "Recorded: they may be contacted again.",
  merged: "Merged: the two records are one contact now.",
  "merge-undone": "The merge is undone: the other record is back as it was.",
};

const selectClass =
  "mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-4 py-3 text-base text-slate-900 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/20 focus:outline-none";

export function ContactPage({ contact, timeline, owners, mayManage, done, result, tasks, emails, aliases }: PageProps) {
  const errorsFor = (intent: string) => (result?.intent === intent ? (result.errors ?? {}) : {});
  const success = done ? doneMessages[done] : undefined;
  return (
    <>
      {mayManage ? <BackLink to="/admin/contacts">All contacts</BackLink> : <BackLink to="/admin">Overview</BackLink>}
      <PageHeader
        title={contact.name || contact.email}
        intro={`A contact since ${indiaDateTime(contact.createdAt)} IST.`}
        actions={
          <div className="flex flex-wrap gap-2">
            <Badge tone={stageTones[contact.stage]}>{leadStageLabels[contact.stage]}</Badge>
            {contact.doNotContact ? <DoNotContactBadge /> : null}
          </div>
        }
      />
      {success ? <Notice tone="success">{success}</Notice> : null}
      {result?.message && result.intent !== "do-not-contact" ? <Notice tone="error">{result.message}</Notice> : null}

      <div className="grid items-start gap-6 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="flex flex-col gap-6">
          <SectionCard title="Contact">
            <dl className="mt-3 grid grid-cols-[7rem_1fr] gap-x-4 gap-y-2 text-sm">
              <dt className="text-slate-600">E-mail</dt>
              <dd>
                <a href={`mailto:${contact.email}`} className="text-brand-800 underline underline-offset-4">
                  <EmailAddress address={contact.email} />
                </a>
              </dd>
              {contact.otherNames.length > 0 ? (
                <>
                  {/* A later form never renames a contact: the names it gave are shown beside theirs. */}
                  <dt className="text-slate-600">Also wrote as</dt>
                  <dd className="break-words">{contact.otherNames.join(", ")}</dd>
                </>
              ) : null}
              <dt className="text-slate-600">Phone</dt>
              <dd>{contact.phone ? <PhoneLink phone={contact.phone} /> : "Not given"}</dd>
              {contact.company ? (
                <>
                  <dt className="text-slate-600">Company</dt>
                  <dd>{contact.company}</dd>
                </>
              ) : null}
              {contact.city ? (
                <>
                  <dt className="text-slate-600">City</dt>
                  <dd>{contact.city}</dd>
                </>
              ) : null}
              <dt className="text-slate-600">Owner</dt>
              <dd>{contact.ownerName ?? "Nobody yet"}</dd>
              <dt className="text-slate-600">Came</dt>
              <dd>{originText(contact)}</dd>
            </dl>
            {mayManage ? (
              <Form method="post" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
                <input type="hidden" name="intent" value="owner" />
                <LabelledSelect
                  label="Give to"
                  boxClassName="flex-1"
                  id="contact-owner"
                  name="ownerId"
                  defaultValue={contact.ownerId ?? ""}
                  className={selectClass}
                >
                  <PersonOptions people={owners} nobody="Nobody" />
                </LabelledSelect>
                <SubmitButton tone="secondary" pendingLabel="Saving...">
                  Save owner
                </SubmitButton>
              </Form>
            ) : null}
          </SectionCard>
          {aliases}

          {mayManage ? (
            <SectionCard title="Deal" intro="Where the lead stands, what it may be worth and when it may close.">
              <DealForm contact={contact} errors={errorsFor("stage")} />
              {contact.expectedValue !== null ? (
                <p className="mt-3 text-sm text-slate-700">Expected value: {formatRupees(contact.expectedValue)}</p>
              ) : null}
            </SectionCard>
          ) : null}

          <ContactLeadsCard contact={contact} />
          <DoNotContactSection
            contact={contact}
            error={result?.intent === "do-not-contact" ? result.message : undefined}
          />
          {tasks}
        </div>

        <div className="flex flex-col gap-6">
          {emails}
          <SectionCard title="Add a note">
            <NoteForm errors={errorsFor("note")} />
          </SectionCard>
          <SectionCard title="Timeline" intro="Newest first: enquiries, calls, notes, e-mails and changes.">
            <Timeline entries={timeline} />
          </SectionCard>
        </div>
      </div>
    </>
  );
}

/** Where the lead stands, what it may be worth and when it may close (intent "stage"). */
function DealForm({ contact, errors }: { contact: ContactCard; errors: FormErrors }) {
  const form = useCheckedForm(StageChangeSchema, errors);
  const deal = bindFields(
    {
      expectedValue: contact.expectedValue === null ? "" : String(contact.expectedValue),
      expectedCloseDate: contact.expectedCloseDate ?? "",
      lostReason: contact.lostReason ?? "",
    },
    form.errors,
  );
  return (
    <Form
      method="post"
      className="mt-4 grid gap-4 sm:grid-cols-2"
      key={`${contact.stage} ${contact.expectedValue}`}
      onSubmit={form.onSubmit}
    >
      <input type="hidden" name="intent" value="stage" />
      <LabelledSelect
        label="Stage"
        id="contact-stage"
        name={form.names.stage}
        defaultValue={contact.stage}
        className={selectClass}
      >
        <ChoiceOptions choices={leadStages} labels={leadStageLabels} />
      </LabelledSelect>
      <TextField label="Expected value (₹)" {...deal(form.names.expectedValue)} inputMode="numeric" />
      <TextField label="Expected close date" {...deal(form.names.expectedCloseDate)} type="date" />
      <TextField label="Reason lost" hint="(when lost)" {...deal(form.names.lostReason)} />
      <div className="sm:col-span-2">
        <SubmitButton pendingLabel="Saving...">Save deal</SubmitButton>
      </div>
    </Form>
  );
}

/** A note for the team (intent "note"), the form empty again once it is added. */
function NoteForm({ errors }: { errors: FormErrors }) {
  const form = useCheckedForm(TeamNoteSchema, errors);
  return (
    <AddForm method="post" className="mt-3 flex flex-col gap-3" onSubmit={form.onSubmit}>
      <input type="hidden" name="intent" value="note" />
      <TextAreaField label="Note" name={form.names.body} required maxLength={5000} rows={3} error={form.errors.body} />
      <div>
        <SubmitButton pendingLabel="Adding...">Add note</SubmitButton>
      </div>
    </AddForm>
  );
}
