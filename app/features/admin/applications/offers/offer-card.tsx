import { Form, Link } from "react-router";

import type { OfferView } from "~contracts/applications";
import { OfferFormSchema, OfferLetterSchema, offerLimits } from "~domain/applications/offers";
import { noteLimit } from "~domain/forms/list-filters";
import type { RejectionEmailTemplate } from "~domain/applications/recruiting";

import { TextAreaField, TextField } from "~/components/ui/text-field";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { bindFields } from "~/features/admin/shared/form-fields";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { EmailTextFields } from "~/features/admin/shared/ui/email-template-parts";
import { Notice } from "~/features/admin/shared/ui/notice";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

import { OfferStatusBadge, OfferSummary } from "./offer-summary";

/**
 * The candidate's offer on their page: the form that makes one (the job's approvers are e-mailed),
 * where its approvals stand, and the button that sends the letter once, and only once, approved.
 */
export function OfferCard({
  offer,
  letter,
  errors,
  values,
}: {
  offer: OfferView | undefined;
  /** The letter an approved offer would go with, filled in for this candidate. */
  letter?: RejectionEmailTemplate | undefined;
  errors?: FormErrors | undefined;
  values?: Record<string, string> | undefined;
}) {
  const open = offer && (offer.status === "pending" || offer.status === "approved");
  return (
    <SectionCard
      title="Offer"
      aside={offer ? <OfferStatusBadge status={offer.status} /> : undefined}
      intro={
        offer?.status === "pending"
          ? "Waiting for the approvers the job names. The letter can go once enough approve."
          : undefined
      }
    >
      {errors?.form ? (
        <div className="mt-3">
          <Notice tone="error">{errors.form}</Notice>
        </div>
      ) : null}
      {offer ? (
        <div className="mt-4">
          <OfferSummary offer={offer} />
        </div>
      ) : null}
      {offer?.status === "approved" && letter ? (
        <OfferLetterForm letter={letter} errors={errors} values={values} />
      ) : null}
      {open ? null : <MakeOfferForm renewing={offer !== undefined} errors={errors} values={values} />}
    </SectionCard>
  );
}

/** The terms of an offer, asked of the job's approvers (intent "make-offer"). */
function MakeOfferForm({
  renewing,
  errors: answered,
  values,
}: {
  /** An offer was made before, no longer open: this is another. */
  renewing: boolean;
  errors?: FormErrors | undefined;
  values?: Record<string, string> | undefined;
}) {
  const form = useCheckedForm(OfferFormSchema, answered);
  const { names } = form;
  const bind = bindFields(values ?? {}, form.errors);
  return (
    <Form
      method="post"
      className="mt-4 space-y-4 border-t border-slate-200 pt-4 first:border-0 first:pt-0"
      onSubmit={form.onSubmit}
    >
      <p className="text-sm text-slate-600">
        {renewing ? "Make a new offer:" : "Make an offer; the job's approvers are e-mailed to approve it."}
      </p>
      <TextField
        label="Yearly salary in rupees"
        hint="(e.g. 18,00,000)"
        {...bind(names.salary)}
        required
        inputMode="numeric"
      />
      <TextField label="Start date" {...bind(names.startDate)} type="date" required />
      <TextAreaField label="Notes for the approvers" {...bind(names.notes)} rows={3} maxLength={offerLimits.notes} />
      <SubmitButton name="intent" value="make-offer" pendingLabel="Asking…">
        Ask for approval
      </SubmitButton>
    </Form>
  );
}

/**
 * The approved offer's letter as it will go, which can be changed for this candidate alone (the
 * saved template stays as it is); the approved terms follow it in the e-mail whatever it says.
 */
function OfferLetterForm({
  letter,
  errors,
  values,
}: {
  letter: RejectionEmailTemplate;
  errors?: FormErrors | undefined;
  values?: Record<string, string> | undefined;
}) {
  const form = useCheckedForm(OfferLetterSchema, errors);
  return (
    <Form method="post" className="mt-4 space-y-4 border-t border-slate-200 pt-4" onSubmit={form.onSubmit}>
      <p className="text-sm text-slate-700">
        The letter to the candidate, from the careers address. Change it here for this candidate only, or{" "}
        <Link
          to="/admin/applications/offer-letter"
          className="font-semibold text-brand-800 underline underline-offset-4"
        >
          edit the template
        </Link>{" "}
        for everyone. The salary, start date and reference follow it as they were approved.
      </p>
      <EmailTextFields
        bodyLabel="Offer letter"
        limits={{ subject: 200, body: noteLimit }}
        rows={10}
        subject={{ defaultValue: values?.subject ?? letter.subject }}
        body={{ defaultValue: values?.body ?? letter.body }}
        errors={form.errors}
      />
      <SubmitButton name="intent" value="send-offer" pendingLabel="Sending…">
        Send the offer letter
      </SubmitButton>
    </Form>
  );
}
