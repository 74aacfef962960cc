import {
  RejectionEmailSchema,
  type rejectionPlaceholders,
  type RejectionEmailTemplate,
} from "~domain/applications/recruiting";

import { applicationPath, listPath } from "~/features/admin/applications/application-filter";
import type { FormErrors } from "~/features/admin/shared/form-data";

import { EmailTemplatePage } from "./email-template-page";

export type RejectionEmailProps = {
  /** The saved template, or what was just sent when it was refused. */
  template: RejectionEmailTemplate;
  /** The application whose rejection led here: saving goes back to it. */
  applicationId?: string | undefined;
  saved: boolean;
  errors?: FormErrors | undefined;
};

const meanings: Record<(typeof rejectionPlaceholders)[number], string> = {
  "{candidateName}": "the candidate's full name, as they wrote it",
  "{jobTitle}": "the title of the job they applied for",
};

export function RejectionEmailPage({ template, applicationId, saved, errors }: RejectionEmailProps) {
  return (
    <EmailTemplatePage
      title="Rejection e-mail"
      intro="What a candidate receives when their application is rejected and you choose to e-mail them. It comes from the careers address."
      meanings={meanings}
      template={template}
      back={
        applicationId
          ? { to: `${applicationPath(applicationId)}?confirm=reject#stage`, label: "Back to the application" }
          : { to: listPath({}), label: "All applications" }
      }
      saved={saved ? "Template saved. The next rejection e-mails use it." : undefined}
      errors={errors}
      schema={RejectionEmailSchema}
      applicationId={applicationId}
    />
  );
}
