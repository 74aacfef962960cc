import { OfferLetterSchema, type offerLetterPlaceholders } from "~domain/applications/offers";
import type { RejectionEmailTemplate } from "~domain/applications/recruiting";

import { listPath } from "~/features/admin/applications/application-filter";
import { EmailTemplatePage } from "~/features/admin/applications/email-template-page";
import type { FormErrors } from "~/features/admin/shared/form-data";

const meanings: Record<(typeof offerLetterPlaceholders)[number], string> = {
  "{candidateName}": "the candidate's full name, as they wrote it",
  "{jobTitle}": "the title of the job offered",
  "{jobLocation}": "where the job is",
  "{salary}": "the yearly salary approved, in rupees (₹18,00,000)",
  "{startDate}": "the start date approved",
  "{reference}": "the application's reference",
};

/** The offer letter's template: every approved offer's letter starts from it. */
export function OfferLetterPage({
  template,
  saved,
  errors,
}: {
  template: RejectionEmailTemplate;
  saved: boolean;
  errors?: FormErrors | undefined;
}) {
  return (
    <EmailTemplatePage
      title="Offer letter"
      intro="What a candidate receives when their approved offer is sent, from the careers address. You can still change it for one candidate before it goes; the approved salary, start date and reference always follow it."
      meanings={meanings}
      template={template}
      back={{ to: listPath({}), label: "All applications" }}
      saved={saved ? "Template saved. The next offer letters use it." : undefined}
      errors={errors}
      schema={OfferLetterSchema}
    />
  );
}
