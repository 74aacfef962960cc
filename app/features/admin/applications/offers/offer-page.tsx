import { Form } from "react-router";

import type { OfferApprovalView, OfferView } from "~contracts/applications";
import { offerLimits } from "~domain/applications/offers";

import { TextAreaField } from "~/components/ui/text-field";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { buttonClass, SubmitButton } from "~/features/admin/shared/ui/submit-button";

import { OfferStatusBadge, OfferSummary } from "./offer-summary";

const doneMessages: Record<string, string> = {
  approve: "You approved the offer.",
  decline: "You declined the offer.",
};

/** An offer as an approver the job names reads it, from the link in their e-mail, with their answer. */
export function OfferPage({
  offer,
  done,
  errors,
}: {
  offer: OfferView & { mine: OfferApprovalView };
  done?: string | undefined;
  errors?: FormErrors | undefined;
}) {
  const waiting = offer.mine.decision === null && offer.status === "pending";
  return (
    <>
      <PageHeader
        title={`Offer to ${offer.candidateName}`}
        intro={`${offer.jobTitle} · ${offer.reference}`}
        actions={<OfferStatusBadge status={offer.status} />}
      />
      {done && doneMessages[done] ? <Notice tone="success">{doneMessages[done]}</Notice> : null}
      {errors?.form || errors?.decision ? <Notice tone="error">{errors.form ?? errors.decision}</Notice> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <SectionCard title="The offer">
          <div className="mt-4">
            <OfferSummary offer={offer} />
          </div>
        </SectionCard>
        <SectionCard
          title="Your answer"
          intro={
            waiting
              ? "The letter goes to the candidate only once enough approvers approve."
              : offer.mine.decision
                ? `You ${offer.mine.decision === "approve" ? "approved" : "declined"} this offer.`
                : "This offer is no longer waiting for approval."
          }
        >
          {waiting ? (
            <Form method="post" className="mt-4 space-y-4">
              <TextAreaField
                label="Note"
                hint="(optional)"
                name="note"
                rows={3}
                maxLength={offerLimits.notes}
                error={errors?.note}
              />
              <div className="flex flex-wrap gap-3">
                <SubmitButton name="decision" value="approve" pendingLabel="Approving…">
                  Approve
                </SubmitButton>
                <button type="submit" name="decision" value="decline" className={buttonClass("secondary")}>
                  Decline
                </button>
              </div>
            </Form>
          ) : null}
        </SectionCard>
      </div>
    </>
  );
}
