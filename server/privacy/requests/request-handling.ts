import { eq } from "drizzle-orm";

import {
  isClosedState,
  privacyRequestKindNames,
  privacyRequestStateNames,
  type PrivacyRequestOutcome,
} from "../../../domain/privacy/privacy-requests";
import { requestRecipient } from "../../../domain/privacy/request-recipient";
import type { StaffMember } from "../../../domain/staff/staff";
import type { Db, DbOrTransaction } from "../../db/db";
import { privacyRequests } from "../../db/schema";
import { changeRecord } from "../../kernel/audit/audit";
import { isUuid } from "../../kernel/lists/keyset";
import { RefusedError } from "../../kernel/requests/outcome";
import { queueEmails } from "../../outbox/mail-outbox";
import { languageOfRequest } from "./register";
import { requestOutcomeEmail, type PrivacyRequestMailSettings } from "./request-emails";
import { pickColumns } from "../../db/columns";

/*
 * What staff do with a request in the register: take it, verify a nominee, close it with a reply.
 * Each locks the row, checks its state, changes it and writes its audit entry in one transaction.
 */

const notFound = () => new RefusedError("There is no such privacy request.");
const alreadyClosed = () =>
  new RefusedError("This request is already closed: record a new one if the person asks again.");

/** The name the register shows for the member handling a request, as they are called when they take it. */
export const handlerNameOf = (member: StaffMember) => member.name.trim() || member.email;

async function lockedRequest(tx: DbOrTransaction, id: string) {
  if (!isUuid(id)) throw notFound();
  const [row] = await tx
    .select(
      pickColumns(
        privacyRequests,
        "id",
        "reference",
        "kind",
        "email",
        "state",
        "byNominee",
        "details",
        "nomineeVerifiedAt",
        "handlerId",
        "noticeLanguage",
      ),
    )
    .from(privacyRequests)
    .where(eq(privacyRequests.id, id))
    .for("update");
  if (!row) throw notFound();
  return row;
}

/** The member takes an open request: they handle it from now on, and it is in progress. */
export async function takePrivacyRequest(db: Db, member: StaffMember, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const request = await lockedRequest(tx, id);
    if (isClosedState(request.state)) throw alreadyClosed();
    if (request.handlerId === member.id) return;
    await changeRecord(
      tx,
      member,
      privacyRequests,
      id,
      { handlerId: member.id, handledBy: handlerNameOf(member), state: "in-progress" },
      now,
      {
        action: "privacy.request-taken",
        subjectType: "privacy-request",
        summary: `Took privacy request ${request.reference}.`,
      },
    );
  });
}

/** Staff checked, outside the site, that the nominee may act for the person (DPDP Act s. 14). */
export async function verifyNominee(db: Db, member: StaffMember, id: string, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    const request = await lockedRequest(tx, id);
    if (!request.byNominee) throw new RefusedError("This request was made by the person, not by a nominee.");
    if (isClosedState(request.state)) throw alreadyClosed();
    if (request.nomineeVerifiedAt) return;
    await changeRecord(tx, member, privacyRequests, id, { nomineeVerifiedAt: now }, now, {
      action: "privacy.request-nominee-verified",
      subjectType: "privacy-request",
      summary: `Verified the nominee who made privacy request ${request.reference}.`,
    });
  });
}

/**
 * Closes an open request as done, partly done or refused, and queues the reply with the reference
 * to whoever asked: the person, or the nominee who asked for them (requestRecipient), in the
 * request's language (languageOfRequest). A nominee's request is closed as done only once the
 * nominee was verified. The member who closes it is its handler from then on. Answers the queued
 * e-mail's ids.
 */
export async function closePrivacyRequest(
  db: Db,
  member: StaffMember,
  id: string,
  { outcome, reply }: { outcome: PrivacyRequestOutcome; reply: string },
  { now, mail }: { now: Date; mail: PrivacyRequestMailSettings },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const request = await lockedRequest(tx, id);
    if (isClosedState(request.state)) throw alreadyClosed();
    if (request.byNominee && !request.nomineeVerifiedAt && outcome !== "refused")
      throw new RefusedError("Verify the nominee before doing what they asked: until then, only refuse it.");
    await changeRecord(
      tx,
      member,
      privacyRequests,
      id,
      { state: outcome, reply, closedAt: now, handlerId: member.id, handledBy: handlerNameOf(member) },
      now,
      {
        action: "privacy.request-closed",
        subjectType: "privacy-request",
        summary: `Closed ${privacyRequestKindNames[request.kind].toLowerCase()} request ${request.reference} as ${privacyRequestStateNames[outcome].toLowerCase()} and sent the reply.`,
        details: { outcome },
      },
    );
    // An erased person's address is gone: the register keeps the reply, and no e-mail can go.
    const to = requestRecipient(request);
    if (!to) return [];
    const language = await languageOfRequest(tx, { noticeLanguage: request.noticeLanguage, email: request.email }, to);
    return queueEmails(
      tx,
      [
        {
          ...requestOutcomeEmail(
            { reference: request.reference, kind: request.kind, to, outcome, reply, language },
            mail,
          ),
          writtenByStaff: true,
        },
      ],
      now,
    );
  });
}
