import { z } from "zod";

import type { DuplicateParty, PairRef } from "~contracts/contact-duplicates";

/** The pair a form is about, as its hidden fields carry it: a contact and another contact, or an application. */
const PairSchema = z.union([
  z.object({ contactId: z.uuid(), otherContactId: z.uuid() }),
  z.object({ contactId: z.uuid(), applicationId: z.uuid() }),
]);

export const unknownPair = "This pair is not one this page knows. Please reload the page.";

/** The pair named by a form's fields or an address's query, if it names one. */
export function pairOf(fields: Record<string, string | undefined>): PairRef | undefined {
  const parsed = PairSchema.safeParse(
    fields["applicationId"]
      ? { contactId: fields["contactId"], applicationId: fields["applicationId"] }
      : { contactId: fields["contactId"], otherContactId: fields["otherContactId"] },
  );
  return parsed.success ? parsed.data : undefined;
}

/** The pair as hidden fields of a form. */
export function PairFields({ pair }: { pair: PairRef }) {
  return (
    <>
      <input type="hidden" name="contactId" value={pair.contactId} />
      {"applicationId" in pair ? (
        <input type="hidden" name="applicationId" value={pair.applicationId} />
      ) : (
        <input type="hidden" name="otherContactId" value={pair.otherContactId} />
      )}
    </>
  );
}

/** The pair of a contact and the other party, as the finder lists it. */
export const pairRefOf = (contactId: string, other: DuplicateParty): PairRef =>
  other.kind === "application" ? { contactId, applicationId: other.id } : { contactId, otherContactId: other.id };

/** The merge preview's address for a pair, keeping `keep` when given. */
export function mergeAddress(pair: PairRef, keep?: string) {
  const params = new URLSearchParams({ contactId: pair.contactId });
  if ("applicationId" in pair) params.set("applicationId", pair.applicationId);
  else params.set("otherContactId", pair.otherContactId);
  if (keep) params.set("keep", keep);
  return `/admin/contacts/duplicates/merge?${params.toString()}`;
}
