import { Form } from "react-router";

import { JobAddressSchema } from "~domain/jobs/job-posts";

import { TextField } from "~/components/ui/text-field";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

/**
 * The job's public address, /career/apply/<id>: a copy made for another role takes one of its own
 * (decision 042). The old address keeps working, answering 301 to the new one.
 */
export function JobAddressCard({
  id,
  typed,
  error,
}: {
  id: string;
  typed?: string | undefined;
  error?: string | undefined;
}) {
  const form = useCheckedForm(JobAddressSchema, error === undefined ? undefined : { slug: error });
  return (
    <SectionCard title="Public address">
      <p className="mt-1 text-sm break-all text-slate-600">/career/apply/{id}</p>
      {/* A new key after each change: the field shows the address it has now. */}
      <Form method="post" noValidate className="mt-3 space-y-3" key={id} onSubmit={form.onSubmit}>
        <TextField
          label="Address"
          name={form.names.slug}
          defaultValue={typed ?? id}
          hint="(lower-case letters, digits and dashes)"
          autoComplete="off"
          spellCheck={false}
          error={form.errors.slug}
        />
        <p className="text-sm text-slate-600">
          The job&apos;s page, its job posting for search engines, the job alerts and the job boards&apos; feed use it.
          The old address leads to the new one.
        </p>
        <SubmitButton name="intent" value="address" tone="secondary" pendingLabel="Changing...">
          Change the address
        </SubmitButton>
      </Form>
    </SectionCard>
  );
}
