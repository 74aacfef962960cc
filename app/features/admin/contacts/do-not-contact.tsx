import type { ContactDetail } from "~contracts/contacts";
import { indiaDateTime } from "~domain/time/india-dates";

import { Notice } from "~/features/admin/shared/ui/notice";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { HiddenFieldsForm } from "~/features/admin/shared/ui/hidden-fields-form";

/** Where and when the contact came from, in a sentence. */
export function originText({ origin, createdAt }: Pick<ContactDetail, "origin" | "createdAt">): string {
  const when = `${indiaDateTime(createdAt)} IST`;
  if (origin.kind === "site") return `Through the site's forms, ${when}`;
  return origin.fileName ? `Imported from ${origin.fileName}, ${when}` : `Imported from a list, ${when}`;
}

/**
 * Whether they may be contacted: anyone who works the contact records that they asked not to be
 * (the consultant on the call often hears it first), and that they may be again.
 */
export function DoNotContactSection({ contact, error }: { contact: ContactDetail; error?: string | undefined }) {
  const asked = contact.doNotContactAt !== null;
  return (
    <SectionCard
      title="Contact permission"
      intro={
        asked
          ? `They asked not to be contacted (recorded by ${contact.doNotContactBy ?? "someone"}, ${indiaDateTime(contact.doNotContactAt!)} IST). They are left out of every list for sending; answer only what they ask.`
          : "They may be contacted. If they ask not to be, record it here: they are then marked everywhere and left out of lists for sending."
      }
    >
      {error ? <Notice tone="error">{error}</Notice> : null}
      <HiddenFieldsForm intent="do-not-contact" fields={{ asked: asked ? "no" : "yes" }} className="mt-3">
        {asked ? "They may be contacted again" : "They asked not to be contacted"}
      </HiddenFieldsForm>
    </SectionCard>
  );
}
