import { Form } from "react-router";

import { rejectionReasonLimits } from "~domain/applications/recruiting-board";

import { TextAreaField } from "~/components/ui/text-field";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { ActionNotices } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

import { listPath } from "./application-filter";

/** The team's list of reasons a rejection is given from, one a line. */
export function RejectionReasonsPage({
  reasons,
  saved,
  errors,
}: {
  /** One a line, as saved or as last typed. */
  reasons: string;
  saved: boolean;
  errors?: FormErrors | undefined;
}) {
  return (
    <>
      <BackLink to={listPath({})}>All applications</BackLink>
      <PageHeader
        title="Rejection reasons"
        intro="Every rejection, one at a time or many at once, is given one of these reasons. The candidate never sees it; the reports count them."
      />
      <ActionNotices
        done={saved ? "Reasons saved. Rejections already made keep theirs." : undefined}
        refused={errors?.form}
      />
      <Form method="post" className="max-w-2xl space-y-4 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6">
        <TextAreaField
          label="Reasons"
          hint={`(one a line, up to ${rejectionReasonLimits.count}, each up to ${rejectionReasonLimits.length} characters)`}
          name="reasons"
          required
          rows={12}
          defaultValue={reasons}
          error={errors?.reasons}
        />
        <SubmitButton pendingLabel="Saving...">Save reasons</SubmitButton>
      </Form>
    </>
  );
}
