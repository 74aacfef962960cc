import { Form, Link } from "react-router";

import type { ContactAliases } from "~contracts/contact-duplicates";
import { indiaDateTime } from "~domain/time/india-dates";

import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

import { AddressList } from "./merge-lists";

/**
 * A contact's other addresses ("Also known as"), and each merge of the last day with its undo;
 * shown once there is either.
 */
export function AliasesCard({ aliases }: { aliases: ContactAliases }) {
  if (aliases.addresses.length === 0 && aliases.undoable.length === 0) return null;
  return (
    <SectionCard
      title="Also known as"
      intro="Their other addresses: an enquiry, call or application from any of them is theirs."
    >
      <AddressList addresses={aliases.addresses} spacing="mt-3" />
      {aliases.undoable.map((merge) => (
        <Form
          key={merge.id}
          method="post"
          action={`/admin/contacts/merges/${merge.id}`}
          className="mt-4 flex flex-col gap-2 border-t border-slate-200 pt-4 text-sm sm:flex-row sm:items-center sm:justify-between"
        >
          <p className="text-slate-700">
            <Link to={`/admin/contacts/merges/${merge.id}`} className="text-brand-800 underline underline-offset-4">
              Merged {merge.mergedName} into this contact
            </Link>{" "}
            on {indiaDateTime(merge.at)} IST, by {merge.by}.
          </p>
          <input type="hidden" name="intent" value="undo" />
          <SubmitButton tone="secondary" pendingLabel="Undoing...">
            Undo
          </SubmitButton>
        </Form>
      ))}
    </SectionCard>
  );
}
