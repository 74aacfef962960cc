import { Form } from "react-router";
import type { z } from "zod";

import { noteLimit } from "~domain/forms/list-filters";
import type { RejectionEmailTemplate } from "~domain/applications/recruiting";

import type { FormErrors } from "~/features/admin/shared/form-data";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { EmailTextFields, PlaceholdersCard } from "~/features/admin/shared/ui/email-template-parts";
import { ActionNotices } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

export type EmailTemplatePageProps = {
  title: string;
  intro: string;
  /** What each placeholder becomes, in the order the card lists them. */
  meanings: Record<string, string>;
  /** The saved template, or what was just sent when it was refused. */
  template: RejectionEmailTemplate;
  back: { to: string; label: string };
  /** The notice once saved. */
  saved: string | undefined;
  errors?: FormErrors | undefined;
  /** The schema the page's action parses the template with, checked in the browser before it is sent. */
  schema: z.ZodType;
  /** Where saving goes back to (the application whose step led here), sent with the form. */
  applicationId?: string | undefined;
};

/** One of the e-mails recruiters write once for every candidate (the rejection, the offer letter), with its placeholders. */
export function EmailTemplatePage({
  title,
  intro,
  meanings,
  template,
  back,
  saved,
  errors: answered,
  schema,
  applicationId,
}: EmailTemplatePageProps) {
  const form = useCheckedForm(schema, answered);
  const { errors } = form;
  return (
    <>
      <BackLink to={back.to}>{back.label}</BackLink>
      <PageHeader title={title} intro={intro} />
      <ActionNotices done={saved} refused={errors.form} />
      {/* The placeholders first on a phone, where they would otherwise come after the form; beside it from a laptop up. */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <PlaceholdersCard
          intro="Written as shown, with the braces; each is filled in as the e-mail is sent."
          meanings={meanings}
        />
        <Form
          method="post"
          className="min-w-0 space-y-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6 lg:order-first"
          onSubmit={form.onSubmit}
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
