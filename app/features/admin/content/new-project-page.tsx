import { Form } from "react-router";

import type { FormField } from "~domain/content/document-form";

import { TextField } from "~/components/ui/text-field";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

import { DocumentFields, FieldFaultsNotice } from "./document-fields";
import { documentsAdminPath } from "./document-paths";

/** A new portfolio project: its address and every field its case study shows, saved as a draft. */
export function NewProjectPage({
  form,
  errors = {},
  values,
  slug = "",
}: {
  form: FormField;
  errors?: FormErrors | undefined;
  values?: unknown;
  slug?: string | undefined;
}) {
  return (
    <>
      <BackLink to={documentsAdminPath}>All pages</BackLink>
      <PageHeader
        title="New project"
        intro="Saved as a draft at the end of the portfolio; publish it from its page when it is ready."
      />
      <FieldFaultsNotice errors={errors} saved="the project" />
      <SectionCard title="Project">
        <Form method="post" className="mt-4 space-y-6">
          <TextField
            label="Address"
            hint="The portfolio opens it at /portfolio?project=<address>; it cannot change later."
            name="slug"
            defaultValue={slug}
            error={errors.slug}
            required
            maxLength={80}
            pattern="[a-z0-9]+(-[a-z0-9]+)*"
          />
          <DocumentFields form={form} values={values} errors={errors} />
          <div className="sticky bottom-0 -mx-5 border-t border-slate-200 bg-white/95 px-5 py-3 sm:-mx-6 sm:px-6">
            <SubmitButton name="intent" value="save" pendingLabel="Saving…">
              Save draft
            </SubmitButton>
          </div>
        </Form>
      </SectionCard>
    </>
  );
}
