import { Link } from "react-router";

import type { ContactCard, ContactLead } from "~contracts/contacts";
import { indiaDateTime } from "~domain/time/india-dates";

import { FirstTouchDetails } from "~/features/admin/shared/ui/first-touch-card";
import { SectionCard } from "~/features/admin/shared/ui/section-card";

const kindLabels: Record<ContactLead["kind"], string> = { enquiry: "Enquiry", call: "Call booked" };

const sameName = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/** What a lead gave that is not the contact's: a name and phone it was sent under, if any. */
function givenOtherwise(contact: Pick<ContactCard, "name" | "phone">, lead: ContactLead): string | undefined {
  const given = [
    lead.name && !sameName(lead.name, contact.name) ? lead.name : "",
    lead.phone && lead.phone !== contact.phone ? lead.phone : "",
  ].filter(Boolean);
  return given.length > 0 ? given.join(", ") : undefined;
}

/**
 * Where each of the contact's leads came from (decision 051): anyone can write with anyone's
 * address, so every enquiry and call shows its own visit and the name and phone it was sent under
 * where they are not the contact's, and none of them is taken for the contact's own.
 */
export function ContactLeadsCard({ contact }: { contact: Pick<ContactCard, "name" | "phone" | "leads"> }) {
  return (
    <SectionCard
      title="Where they came from"
      intro="Each enquiry and call, newest first, with the visit it was sent from. Anyone can write with any address: what a form says is that form's, not the contact's."
    >
      {contact.leads.length === 0 ? <p className="mt-3 text-sm text-slate-700">No enquiry or call yet.</p> : null}
      {contact.leads.map((lead) => {
        const otherwise = givenOtherwise(contact, lead);
        return (
          <div key={lead.id} className="mt-4 border-t border-slate-200 pt-4 text-sm">
            <p className="font-medium text-slate-900">
              <Link to={lead.link} className="text-brand-800 underline underline-offset-4">
                {kindLabels[lead.kind]}, {indiaDateTime(lead.at)} IST
              </Link>
            </p>
            {otherwise ? <p className="mt-1 break-words text-slate-700">Sent as {otherwise}</p> : null}
            <FirstTouchDetails touch={lead.firstTouch} />
          </div>
        );
      })}
    </SectionCard>
  );
}
