import { Form } from "react-router";

import { noteLimit } from "~domain/forms/list-filters";
import type { rejectionPlaceholders, RejectionEmailTemplate } from "~domain/careers/recruiting";

import { applicationPath, listPath } from "~/features/admin/careers/applications/application-filter";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { EmailTextFields, PlaceholdersCard } from "~/features/admin/shared/ui/email-template-parts";
import { ActionNotices } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

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
    <>
      <BackLink to={applicationId ? `${applicationPath(applicationId)}?confirm=reject#stage` : listPath({})}>
        {applicationId ? "Back to the application" : "All applications"}
      </BackLink>
      <PageHeader
        title="Rejection e-mail"
        intro="What a candidate receives when their application is rejected and you choose to e-mail them. It comes from the careers address."
      />
      <ActionNotices
        done={saved ? "Template saved. The next rejection e-mails use it." : undefined}
        refused={errors?.form}
      />
      {/* The placeholders first on a phone, where they would otherwise come after the form; beside it from a laptop up. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <PlaceholdersCard
          intro="Written as shown, with the braces; each is filled in as the e-mail is sent."
          meanings={meanings}
        />
        <Form
          method="post"
          className="min-w-0 space-y-4 lg:order-first rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
        >
          {applicationId ? <input type="hidden" name="application" value={applicationId} /> : null}
          <EmailTextFields
            bodyLabel="E-mail"
            limits={{ subject: 200, body: noteLimit }}
            rows={14}
            subject={{ defaultValue: template.subject }}
            body={{ defaultValue: template.body }}
            errors={errors}
          />
          <SubmitButton pendingLabel="Saving...">Save template</SubmitButton>
        </Form>
      </div>
    </>
  );
}
