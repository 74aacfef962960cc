import { Form, Link } from "react-router";

import type { DuplicatePair } from "~contracts/contact-duplicates";

import { BackLink } from "~/features/admin/shared/ui/back-link";
import { Badge } from "~/features/admin/shared/ui/badge";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { ActionNotices } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { buttonClass, SubmitButton } from "~/features/admin/shared/ui/submit-button";

import { PartyCard } from "./party-card";
import { mergeAddress, PairFields, pairRefOf } from "./pair-fields";

export type DuplicatesActionData = { message: string };

const doneMessages: Record<string, string> = {
  dismissed: "The pair is off the list: they are two people.",
};

/** The likely duplicates, each pair with why, a merge after its preview, or "two people". */
export function DuplicatesPage({
  pairs,
  total,
  done,
  result,
}: {
  pairs: DuplicatePair[];
  total: number;
  done?: string | undefined;
  result?: DuplicatesActionData | undefined;
}) {
  return (
    <>
      <BackLink to="/admin/contacts">All contacts</BackLink>
      <PageHeader
        title="Likely duplicates"
        intro="Records that may be one person: the same mailbox (Gmail ignores dots, and most mail a +tag), the same phone number, or the same name at the same company; and candidates whose application is linked to no contact. Review a merge before it is made, or say they are two people. A merge joins the records for the sales desk only: the person's own data page keeps each address's records apart until the person opens a link from each address in one browser, so a stranger who typed someone's phone sees nothing of theirs."
      />
      <ActionNotices done={done ? doneMessages[done] : undefined} refused={result?.message} />
      {pairs.length === 0 ? (
        <EmptyState title="No likely duplicates.">Every contact looks like one person of their own.</EmptyState>
      ) : (
        <>
          <p className="mb-4 text-sm text-slate-700">
            {total === 1 ? "1 likely pair" : `${total} likely pairs`}
            {total > pairs.length
              ? `, the newest ${pairs.length} shown: each merge or dismissal makes room for the next.`
              : "."}
          </p>
          <ul className="flex flex-col gap-4">
            {pairs.map((pair) => {
              const ref = pairRefOf(pair.contact.id, pair.other);
              return (
                <li
                  key={`${pair.contact.id}-${pair.other.id}`}
                  className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5"
                >
                  <div className="flex flex-wrap gap-2">
                    {pair.reasons.map((reason) => (
                      <Badge key={reason} tone="amber">
                        {reason}
                      </Badge>
                    ))}
                  </div>
                  <div className="mt-3 grid gap-3 sm:grid-cols-2">
                    <PartyCard party={pair.contact} label="Contact" />
                    <PartyCard
                      party={pair.other}
                      label={pair.other.kind === "contact" ? "Contact" : "Candidate (an application)"}
                    />
                  </div>
                  <div className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-center">
                    <Link to={mergeAddress(ref)} className={buttonClass("primary")}>
                      Review the merge
                    </Link>
                    <Form method="post">
                      <input type="hidden" name="intent" value="dismiss" />
                      <PairFields pair={ref} />
                      <SubmitButton tone="secondary" pendingLabel="Saving...">
                        Two people, not one
                      </SubmitButton>
                    </Form>
                  </div>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </>
  );
}
