import { Form, Link } from "react-router";

import type { MergeRecord } from "~contracts/contact-duplicates";
import { indiaDateTime } from "~domain/time/india-dates";

import { BackLink } from "~/features/admin/shared/ui/back-link";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

import { MovedList } from "./merge-lists";

export type UndoActionData = { message: string };

/** One merge: who into whom, when and by whom, what moved, and its undo while it can be had. */
export function MergeRecordPage({ merge, result }: { merge: MergeRecord; result?: UndoActionData | undefined }) {
  return (
    <>
      <BackLink to={`/admin/contacts/${merge.survivorId}`}>{merge.survivorName || "The contact"}</BackLink>
      <PageHeader
        title={`Merge of ${merge.mergedName} into ${merge.survivorName}`}
        intro={`On ${indiaDateTime(merge.at)} IST, by ${merge.by}.`}
      />
      {result?.message ? <Notice tone="error">{result.message}</Notice> : null}
      <SectionCard title="What moved">
        <MovedList lines={merge.moved} />
        <div className="mt-4">
          {merge.refusal === null ? (
            <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-center">
              <input type="hidden" name="intent" value="undo" />
              <SubmitButton tone="secondary" pendingLabel="Undoing...">
                Undo the merge
              </SubmitButton>
              <p className="text-sm text-slate-700">
                The merged record comes back as it was, with what was moved from it.
              </p>
            </Form>
          ) : (
            <p className="text-sm text-slate-700">
              {merge.undoneAt ? `Undone on ${indiaDateTime(merge.undoneAt)} IST. ` : ""}
              {merge.undoneAt ? null : merge.refusal}
            </p>
          )}
        </div>
      </SectionCard>
      <p className="mt-4 text-sm">
        <Link to="/admin/contacts/duplicates" className="font-semibold text-brand-800 underline underline-offset-4">
          Likely duplicates
        </Link>
      </p>
    </>
  );
}
