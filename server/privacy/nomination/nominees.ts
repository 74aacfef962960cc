import { desc, inArray } from "drizzle-orm";

import { contactKeyOf } from "../../../domain/contacts/contacts";
import { nomineeRequestKindNames, type Nominate, type NomineeRequest } from "../../../domain/privacy/nomination";
import type { Db, DbOrTransaction } from "../../db/db";
import { privacyNominees } from "../../db/schema";
import { RefusedError } from "../../kernel/requests/outcome";
import { queueEmails } from "../../outbox/mail-outbox";
import { addressesOfPerson, provenAddressesOf } from "../person-records";
import { recordPrivacyRequest } from "../requests/register";
import { nomineeNamedEmail, nomineeRequestNoticeEmail, type NominationMailSettings } from "./nomination-emails";

/*
 * Nomination (decision 063; DPDP Act s. 14): a person names one nominee from their own data
 * page, and a nominee asks for the person through a public form. Both go into the privacy
 * requests register; a nominee's request waits there for staff to verify them.
 */

export type Nominee = { name: string; email: string; since: Date };

/** What naming or removing a nominee did: the reference of its privacy request, and the e-mails queued. */
export type NominationChange = { reference: string; emailIds: string[] };

/** The person's nominee, under any of their merged addresses (the latest named, should two be). */
export async function nomineeOf(db: DbOrTransaction, keys: string[]): Promise<Nominee | undefined> {
  if (keys.length === 0) return undefined;
  const [row] = await db
    .select({
      name: privacyNominees.nomineeName,
      email: privacyNominees.nomineeEmail,
      since: privacyNominees.updatedAt,
    })
    .from(privacyNominees)
    .where(inArray(privacyNominees.emailKey, keys))
    .orderBy(desc(privacyNominees.updatedAt))
    .limit(1);
  return row;
}

/**
 * Names (or changes) the nominee of the person with this address: one per person, whichever of
 * their addresses they named them from. Recorded in the register as a nomination done at once
 * (which confirms it to the person), and the nominee is told they were named. Answers the queued
 * reference of its request and the queued e-mails' ids.
 */
export async function nameNominee(
  db: Db,
  email: string,
  nominee: Nominate,
  { now, mail }: { now: Date; mail: NominationMailSettings },
): Promise<NominationChange> {
  return db.transaction(async (tx) => {
    const { keys } = await provenAddressesOf(tx, email);
    if (keys.includes(contactKeyOf(nominee.nomineeEmail)))
      throw new RefusedError("Your nominee must be someone else: please give their own email address.");
    const before = await nomineeOf(tx, keys);
    await tx.delete(privacyNominees).where(inArray(privacyNominees.emailKey, keys));
    await tx.insert(privacyNominees).values({
      emailKey: contactKeyOf(email),
      nomineeName: nominee.nomineeName,
      nomineeEmail: nominee.nomineeEmail,
      createdAt: now,
      updatedAt: now,
    });
    const recorded = await recordPrivacyRequest(
      tx,
      {
        kind: "nomination",
        email,
        summary: before ? "Change my nominee." : "Name my nominee.",
        details: { nomineeName: nominee.nomineeName, nomineeEmail: nominee.nomineeEmail },
        receivedAt: now,
        doneAtOnce: {
          reply: `${nominee.nomineeName} (${nominee.nomineeEmail}) is now your nominee: they may use your rights over your data should you die or be unable to act. We have told them they were named, and nothing else.`,
        },
      },
      mail,
    );
    const told = await queueEmails(
      tx,
      [nomineeNamedEmail({ name: nominee.nomineeName, email: nominee.nomineeEmail }, email, mail)],
      now,
    );
    return { reference: recorded.reference, emailIds: [...recorded.emailIds, ...told] };
  });
}

/** Takes the person's nominee off, recorded in the register as done at once. */
export async function removeNominee(
  db: Db,
  email: string,
  { now, mail }: { now: Date; mail: NominationMailSettings },
): Promise<NominationChange> {
  return db.transaction(async (tx) => {
    const { keys } = await provenAddressesOf(tx, email);
    const removed = await tx
      .delete(privacyNominees)
      .where(inArray(privacyNominees.emailKey, keys))
      .returning({ name: privacyNominees.nomineeName });
    if (removed.length === 0) throw new RefusedError("You have no nominee to remove.");
    const recorded = await recordPrivacyRequest(
      tx,
      {
        kind: "nomination",
        email,
        summary: "Remove my nominee.",
        receivedAt: now,
        doneAtOnce: { reply: "You have no nominee now. You can name one again on the page of your data." },
      },
      mail,
    );
    return { reference: recorded.reference, emailIds: recorded.emailIds };
  });
}

/**
 * A nominee's request for the person: recorded for staff to verify before anything is shown or
 * done, with whether a nomination of this nominee is on file (staff read it; the page never
 * says). The nominee, who asked, gets the acknowledgment with the reference (and the reply when
 * staff close it); the person's address is told someone asked. The same rows and the same e-mails
 * whether or not anything is held about the person or anyone was named.
 */
export async function recordNomineeRequest(
  db: Db,
  request: NomineeRequest,
  { now, mail }: { now: Date; mail: NominationMailSettings },
): Promise<string[]> {
  return db.transaction(async (tx) => {
    const { keys } = await addressesOfPerson(tx, request.personEmail);
    const nominee = await nomineeOf(tx, keys);
    const named = nominee !== undefined && contactKeyOf(nominee.email) === contactKeyOf(request.nomineeEmail);
    const recorded = await recordPrivacyRequest(
      tx,
      {
        kind: request.kind,
        email: request.personEmail,
        summary: `From a nominee (${nomineeRequestKindNames[request.kind].toLowerCase()}): ${request.request}`,
        details: {
          nomineeName: request.nomineeName,
          nomineeEmail: request.nomineeEmail,
          circumstance: request.circumstance,
          nominationOnFile: named,
        },
        byNominee: true,
        receivedAt: now,
        notice: request.notice,
      },
      mail,
    );
    const told = await queueEmails(tx, [nomineeRequestNoticeEmail(request, recorded.reference, mail)], now);
    return [...recorded.emailIds, ...told];
  });
}
