import type { CallOutcome } from "../domain/consultants/consultant-calls";
import type { FirstTouch, LeadStage } from "../domain/contacts/contacts";
import type { Db } from "../server/db/db";
import { auditLog, bookings, contacts, enquiries } from "../server/db/schema";

/** A contact in the sales pipeline, known by `name` alone (name@example.in): its id. */
export async function insertPipelineContact(
  db: Db,
  name: string,
  {
    stage = "new",
    value = null,
    owner = null,
    createdAt,
    updatedAt = createdAt,
  }: { stage?: LeadStage; value?: number | null; owner?: string | null; createdAt: Date; updatedAt?: Date },
): Promise<string> {
  const email = `${name.toLowerCase()}@example.in`;
  const [row] = await db
    .insert(contacts)
    .values({
      emailKey: email,
      email,
      firstName: name,
      stage,
      expectedValue: value,
      ownerId: owner,
      createdAt,
      updatedAt,
      lastActivityAt: updatedAt,
    })
    .returning({ id: contacts.id });
  return row!.id;
}

/** A contact's move from one stage to another, as the pipeline audits it. */
export async function insertStageChange(db: Db, contactId: string, when: Date, from: LeadStage, to: LeadStage) {
  await db.insert(auditLog).values({
    at: when,
    actorEmail: "ravi@nexora.test",
    action: "contact.stage",
    subjectType: "contact",
    subjectId: contactId,
    summary: `Moved to ${to}.`,
    details: { from, to },
  });
}

/**
 * Enquiries and booked calls written straight into their tables, each from a visitor of its own
 * (numbered in the order written) unless an `email` says whose, for the reports' tests to count.
 * `db` is read at each write, so a file can make these before its database opens.
 */
export function leadRows(db: () => Db) {
  let sequence = 0;
  return {
    async enquiry(
      createdAt: Date,
      touch: FirstTouch | null,
      { contactId = null as string | null, spam = false, email = "" } = {},
    ) {
      sequence += 1;
      await db()
        .insert(enquiries)
        .values({
          firstName: "Visitor",
          lastName: String(sequence),
          email: email || `visitor${sequence}@example.in`,
          message: "We need an app.",
          source: "contact",
          isSpam: spam,
          contactId,
          firstTouch: touch,
          createdAt,
        });
    },

    /** A half-hour call with `consultantId`, booked at `createdAt` for `startsAt`; held or not as `outcome` says. */
    async call(
      createdAt: Date,
      startsAt: Date,
      touch: FirstTouch | null,
      {
        consultantId,
        contactId = null,
        outcome = null,
        domain = "Web development",
        email = "",
      }: {
        consultantId: string;
        contactId?: string | null;
        outcome?: CallOutcome | null;
        domain?: string;
        email?: string;
      },
    ) {
      sequence += 1;
      const endsAt = new Date(startsAt.getTime() + 30 * 60_000);
      await db()
        .insert(bookings)
        .values({
          reference: `NX-${sequence}`,
          firstName: "Visitor",
          email: email || `visitor${sequence}@example.in`,
          phone: "+91 98100 12345",
          domain,
          startsAt,
          endsAt,
          slotChosenAt: createdAt,
          consultantId,
          contactId,
          firstTouch: touch,
          outcome,
          outcomeAt: outcome ? endsAt : null,
          createdAt,
        });
    },
  };
}
