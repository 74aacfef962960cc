import { Form } from "react-router";

import { noteLimit } from "~domain/forms/list-filters";
import { rejectionPlaceholders, type RejectionEmailTemplate } from "~domain/careers/recruiting";

import { TextAreaField, TextField } from "~/components/ui/text-field";
import { applicationPath, listPath } from "~/features/admin/careers/applications/application-filter";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
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
      {saved ? <Notice tone="success">Template saved. The next rejection e-mails use it.</Notice> : null}
      {errors?.form ? <Notice tone="error">{errors.form}</Notice> : null}
      {/* The placeholders first on a phone, where they would otherwise come after the form; beside it from a laptop up. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <SectionCard
          title="Placeholders"
          intro="Written as shown, with the braces; each is filled in as the e-mail is sent."
        >
          <dl className="mt-3 space-y-3 text-sm">
            {rejectionPlaceholders.map((placeholder) => (
              <div key={placeholder}>
                <dt className="font-mono font-semibold text-brand-900">{placeholder}</dt>
                <dd className="text-slate-700">{meanings[placeholder]}</dd>
              </div>
            ))}
          </dl>
        </SectionCard>
        <Form
          method="post"
          className="min-w-0 space-y-4 lg:order-first rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
        >
          {applicationId ? <input type="hidden" name="application" value={applicationId} /> : null}
          <TextField
            label="Subject"
            name="subject"
            required
            maxLength={200}
            defaultValue={template.subject}
            error={errors?.subject}
          />
          <TextAreaField
            label="E-mail"
            name="body"
            required
            maxLength={noteLimit}
            rows={14}
            defaultValue={template.body}
            error={errors?.body}
          />
          <SubmitButton pendingLabel="Saving...">Save template</SubmitButton>
        </Form>
      </div>
    </>
  );
}
