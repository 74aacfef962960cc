import type { OwnDetails } from "../../../domain/own-data/actions";
import { describeSlot } from "../../../domain/bookings/booking";
import { countOf, listInWords } from "../../../domain/forms/counting";
import type { DbOrTransaction } from "../../db/db";
import { correctCandidateDetails } from "../../applications/application-changes";
import { correctVisitorDetails } from "../../bookings/visitor-changes";
import { correctContactDetails } from "../../contacts/contacts";
import { audit, type Actor } from "../../kernel/audit/audit";
import { RefusedError } from "../../kernel/requests/outcome";
import type { OwnRecords } from "./records";

/*
 * A person corrects their name, phone and city from their own data page
 * (docs/decisions/065-a-persons-own-actions.md). Their current details are corrected: their contact record,
 * their applications, their calls still to come. Their enquiries and past calls are records of what
 * they said at the time and stay as sent. Each record is corrected by its own area, which keeps a note
 * with what it was and what it is now where the record has notes (deleted with it); staff see the note
 * and an audit entry naming the fields on the record's page.
 */

type Field = { label: string; from: string; to: string };

const changed = (fields: Field[]) => fields.filter((field) => field.from !== field.to);

const noteOf = (fields: Field[]) =>
  `Corrected by the person on the page of their own data: ${fields
    .map((field) => `${field.label} was "${field.from}", now "${field.to}"`)
    .join("; ")}.`;

/** A record's audit entry, which names the fields but not their values. */
async function auditCorrection(
  tx: DbOrTransaction,
  actor: Actor,
  record: { kind: "contact" | "application" | "booking"; id: string; name: string },
  fields: Field[],
  at: Date,
) {
  await audit(tx, actor, at, {
    action: `${record.kind}.corrected`,
    subjectType: record.kind,
    subjectId: record.id,
    summary: `The person corrected the ${listInWords(fields.map((field) => field.label))} of ${record.name} on the page of their own data.`,
    details: { fields: fields.map((field) => field.label) },
  });
}

/**
 * Writes the corrected details to every current record of the person, in the caller's transaction.
 * An empty phone or city clears the contact's, but an application and a call need theirs and keep
 * them. Refused, with nothing written, when the details are the ones already held everywhere.
 */
export async function correctOwnDetails(
  tx: DbOrTransaction,
  records: OwnRecords,
  details: OwnDetails,
  { actor, now }: { actor: Actor; now: Date },
): Promise<{ fields: string[]; records: string[] }> {
  const fullName = `${details.firstName} ${details.lastName}`.trim();
  const names = new Set<string>();
  const correctedRecords: string[] = [];
  const apply = async (
    record: Parameters<typeof auditCorrection>[2] & { yours: string },
    fields: Field[],
    write: (note: { note: string; at: Date }) => Promise<unknown>,
  ) => {
    const corrected = changed(fields);
    if (corrected.length === 0) return;
    await write({ note: noteOf(corrected), at: now });
    await auditCorrection(tx, actor, record, corrected, now);
    for (const field of corrected) names.add(field.label);
    correctedRecords.push(record.yours);
  };
  for (const contact of records.contactRows)
    await apply(
      { kind: "contact", id: contact.id, name: "their contact record", yours: "your contact record" },
      [
        { label: "name", from: `${contact.firstName} ${contact.lastName}`.trim(), to: fullName },
        { label: "phone", from: contact.phone, to: details.phone },
        { label: "city", from: contact.city, to: details.city },
      ],
      (note) =>
        correctContactDetails(
          tx,
          actor,
          contact.id,
          { firstName: details.firstName, lastName: details.lastName, phone: details.phone, city: details.city },
          note,
        ),
    );
  for (const application of records.applicationRows) {
    const phone = details.phone || application.phone;
    const city = details.city || application.city;
    await apply(
      {
        kind: "application",
        id: application.id,
        name: `application ${application.reference}`,
        yours: `your application for ${application.jobTitle} (${application.reference})`,
      },
      [
        { label: "name", from: application.fullName, to: fullName },
        { label: "phone", from: application.phone, to: phone },
        { label: "city", from: application.city, to: city },
      ],
      (note) => correctCandidateDetails(tx, actor, application.id, { fullName, phone, city }, note),
    );
  }
  for (const call of records.upcomingCalls) {
    const phone = details.phone || call.phone;
    await apply(
      {
        kind: "booking",
        id: call.id,
        name: `call ${call.reference}`,
        yours: `your call of ${describeSlot(call.startsAt)}`,
      },
      [
        { label: "name", from: `${call.firstName} ${call.lastName}`.trim(), to: fullName },
        { label: "phone", from: call.phone, to: phone },
      ],
      // A call keeps no notes: its audit entry says what changed.
      () => correctVisitorDetails(tx, call.id, { firstName: details.firstName, lastName: details.lastName, phone }),
    );
  }
  if (correctedRecords.length === 0)
    throw new RefusedError("These are the details we already hold, so nothing was changed.");
  return { fields: [...names], records: correctedRecords };
}

/** "name and phone on 3 records". */
export const correctedInWords = ({ fields, records }: { fields: string[]; records: string[] }) =>
  `${listInWords(fields)} on ${countOf(records.length, "record")}`;
