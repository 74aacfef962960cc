import { Form, Link } from "react-router";

import type { MergePreview, PairRef } from "~contracts/contact-duplicates";

import { BackLink } from "~/features/admin/shared/ui/back-link";
import { Badge } from "~/features/admin/shared/ui/badge";
import { ActionNotices } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

import { PartyCard } from "./party-card";
import { mergeAddress, PairFields } from "./pair-fields";
import { AddressList, MovedList } from "./merge-lists";

export type MergeActionData = { message: string };

const shown = (value: string) => value || "Empty";

/**
 * What a merge will make of a pair, before it is made: both records side by side, each field that
 * differs with the value kept, what moves and which addresses stay, then one button.
 */
export function MergePreviewPage({
  pair,
  preview,
  result,
}: {
  pair: PairRef;
  preview: MergePreview;
  result?: MergeActionData | undefined;
}) {
  const { survivor, other } = preview;
  const ofApplication = other.kind === "application";
  const keptName = survivor.name || survivor.email;
  return (
    <>
      <BackLink to="/admin/contacts/duplicates">Likely duplicates</BackLink>
      <PageHeader
        title={ofApplication ? "Link a candidate to a contact" : "Merge two contacts"}
        intro={
          ofApplication
            ? "The application stays hiring's: it is linked to the contact, and its address becomes one of the contact's other addresses."
            : "One contact stays, with everything of the other moved to it; the other's addresses become its other addresses."
        }
      />
      <ActionNotices refused={result?.message} />
      <div className="grid gap-3 sm:grid-cols-2">
        <PartyCard party={survivor} label="Stays" />
        <PartyCard party={other} label={ofApplication ? "Candidate (an application)" : "Merged into it"} />
      </div>
      {ofApplication ? null : (
        <p className="mt-3 text-sm">
          <Link
            to={mergeAddress(pair, other.id)}
            className="font-semibold text-brand-800 underline underline-offset-4"
            replace
          >
            Keep {other.name || other.email} instead
          </Link>
        </p>
      )}

      <div className="mt-6 flex flex-col gap-6">
        <SectionCard title="The merged record" intro={`For each field, ${keptName}'s value unless it is empty.`}>
          <ul className="mt-4 flex flex-col divide-y divide-slate-200">
            {preview.fields.map((field) => (
              <li key={field.label} className="py-3 first:pt-0 last:pb-0">
                <div className="flex items-center gap-2">
                  <h3 className="text-sm font-semibold text-slate-900">{field.label}</h3>
                  {field.differs ? <Badge tone="amber">Differs</Badge> : null}
                </div>
                <dl className="mt-2 grid gap-2 text-sm sm:grid-cols-3">
                  <div className="min-w-0">
                    <dt className="text-slate-600">Stays</dt>
                    <dd className="break-words text-slate-900">{shown(field.survivor)}</dd>
                  </div>
                  <div className="min-w-0">
                    <dt className="text-slate-600">{ofApplication ? "Candidate" : "Merged"}</dt>
                    <dd className="break-words text-slate-900">{shown(field.other)}</dd>
                  </div>
                  <div className="min-w-0">
                    <dt className="text-slate-600">After the merge</dt>
                    <dd className="font-semibold break-words text-brand-900">{shown(field.kept)}</dd>
                  </div>
                </dl>
              </li>
            ))}
          </ul>
        </SectionCard>

        <SectionCard title="What moves">
          <MovedList lines={preview.moves} />
          <h3 className="mt-4 text-sm font-semibold text-slate-900">Also known as, after the merge</h3>
          <AddressList addresses={preview.addresses} spacing="mt-1" />
        </SectionCard>

        <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-center">
          <input type="hidden" name="intent" value="merge" />
          <input type="hidden" name="survivorId" value={survivor.id} />
          <PairFields pair={pair} />
          <SubmitButton pendingLabel="Merging...">{ofApplication ? "Link and merge" : "Merge"}</SubmitButton>
          <p className="text-sm text-slate-700">
            It can be undone for a day, from the contact&apos;s page. It shows neither person the other&apos;s records
            on their own data page until they prove both addresses theirs.
          </p>
        </Form>
      </div>
    </>
  );
}
