import { randomBytes } from "node:crypto";

import { addMinutes } from "date-fns";
import { and, eq, gt, gte, inArray, isNull } from "drizzle-orm";

import { contactKeyOf } from "../../../domain/contacts/contacts";
import { isClosedState, type PrivacyRequestKind } from "../../../domain/privacy/privacy-requests";
import { indiaLongDate } from "../../../domain/time/india-dates";
import { ownDataLinkMinutes, ownDataSessionMinutes } from "../../../domain/own-data/own-data-request";
import type { Db, DbOrTransaction } from "../../db/db";
import { privacyAccessLinks, privacyRequests } from "../../db/schema";
import { newToken, tokenHash } from "../../kernel/secrets/tokens";
import { queueEmails } from "../../outbox/mail-outbox";
import { findPerson, proveOnePerson, provenAddressesOf } from "../person-records";
import { readingLanguageOf } from "../reading-language";
import { enterPrivacyRequest } from "../requests/register";
import { nothingHeldEmail, ownDataLinkEmail, type OwnDataMailSettings } from "./emails";

/** Whether anything at all is held under the address, by the records erasure would delete. */
async function holdsAnything(db: DbOrTransaction, email: string): Promise<boolean> {
  const person = await findPerson(db, email, { lock: false, own: true });
  return (
    person.contactRows.length +
      person.enquiryRows.length +
      person.bookingRows.length +
      person.applicationRows.length +
      person.jobAlertRows.length +
      person.newsletterRows.length >
    0
  );
}

/**
 * Stores a one-time link for the address (its token's SHA-256, valid 30 minutes) and queues one
 * e-mail to the address: the link when anything is held under it (in the language its owner reads
 * us in), else a note that nothing is.
 * The same rows are written either way, so neither the answer nor the work tells a stranger
 * whether the address is known. Answers the queued e-mail's id.
 */
export async function requestOwnDataLink(
  db: Db,
  email: string,
  { now, mail }: { now: Date; mail: OwnDataMailSettings },
): Promise<string[]> {
  const address = email.trim();
  const token = newToken();
  return db.transaction(async (tx) => {
    await tx.insert(privacyAccessLinks).values({
      tokenHash: tokenHash(token),
      emailKey: contactKeyOf(address),
      createdAt: now,
      expiresAt: addMinutes(now, ownDataLinkMinutes),
    });
    // Read whether or not anything is held, so the work done says nothing either way.
    const language = await readingLanguageOf(tx, [contactKeyOf(address)]);
    const message = (await holdsAnything(tx, address))
      ? ownDataLinkEmail(address, token, mail, language)
      : nothingHeldEmail(address, mail);
    return queueEmails(tx, [message], now);
  });
}

/** A session's secret: 32 random bytes, URL-safe, as the links' tokens (log-redaction.ts takes out such runs). */
const newSessionSecret = () => randomBytes(32).toString("base64url");

/**
 * Opens a link: once, before it expires. One statement marks it opened and binds it to a new
 * session, so two browsers opening it at once cannot both win. Undefined for a link used,
 * expired or unknown: the caller says the same for all three. Opening is an access request
 * (DPDP Act s. 11), entered in the privacy requests register as done at once, in the same
 * transaction; the person has the link's e-mail already, so no other goes. Opened in a browser
 * whose session for another address still lasts (`previousSecret`), it proves the two addresses
 * one person's (decision 071).
 */
export async function openOwnDataLink(
  db: Db,
  token: string,
  now: Date,
  previousSecret?: string,
): Promise<{ secret: string; expiresAt: Date } | undefined> {
  const secret = newSessionSecret();
  const expiresAt = addMinutes(now, ownDataSessionMinutes);
  return db.transaction(async (tx) => {
    const [opened] = await tx
      .update(privacyAccessLinks)
      .set({ openedAt: now, sessionHash: tokenHash(secret), sessionExpiresAt: expiresAt })
      .where(
        and(
          eq(privacyAccessLinks.tokenHash, tokenHash(token)),
          isNull(privacyAccessLinks.openedAt),
          gt(privacyAccessLinks.expiresAt, now),
        ),
      )
      .returning({ emailKey: privacyAccessLinks.emailKey });
    if (!opened) return undefined;
    const previous = previousSecret === undefined ? undefined : await addressOfSession(tx, previousSecret, now);
    if (previous !== undefined && previous !== opened.emailKey)
      await proveOnePerson(tx, [previous, opened.emailKey], now);
    await enterPrivacyRequest(tx, {
      kind: "access",
      email: opened.emailKey,
      summary: "Show me my data, through the link e-mailed to me.",
      receivedAt: now,
      doneAtOnce: { reply: `You opened your data on ${indiaLongDate(now)}.` },
    });
    return { secret, expiresAt };
  });
}

/** Whether the link can still be opened (the page before the button), without using it. */
export async function ownDataLinkUsable(db: Db, token: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ tokenHash: privacyAccessLinks.tokenHash })
    .from(privacyAccessLinks)
    .where(
      and(
        eq(privacyAccessLinks.tokenHash, tokenHash(token)),
        isNull(privacyAccessLinks.openedAt),
        gt(privacyAccessLinks.expiresAt, now),
      ),
    );
  return row !== undefined;
}

/** A session while it lasts: the address it was opened for, and when. */
async function liveSession(db: DbOrTransaction, secret: string, now: Date) {
  const [row] = await db
    .select({ emailKey: privacyAccessLinks.emailKey, openedAt: privacyAccessLinks.openedAt })
    .from(privacyAccessLinks)
    .where(and(eq(privacyAccessLinks.sessionHash, tokenHash(secret)), gt(privacyAccessLinks.sessionExpiresAt, now)));
  return row;
}

/** The address a session was opened for, while it lasts. */
export async function addressOfSession(db: DbOrTransaction, secret: string, now: Date): Promise<string | undefined> {
  return (await liveSession(db, secret, now))?.emailKey;
}

/**
 * A request the session's person made since the session opened, by its reference: what the page
 * may confirm after an action. Undefined for a reference made up, another person's, or made
 * before this session: a link from elsewhere shows no result of something that never happened.
 */
export async function requestMadeInSession(
  db: DbOrTransaction,
  secret: string,
  reference: string,
  now: Date,
): Promise<{ kind: PrivacyRequestKind; open: boolean } | undefined> {
  const session = await liveSession(db, secret, now);
  if (!session?.openedAt) return undefined;
  const { keys } = await provenAddressesOf(db, session.emailKey);
  const [request] = await db
    .select({ kind: privacyRequests.kind, state: privacyRequests.state })
    .from(privacyRequests)
    .where(
      and(
        eq(privacyRequests.reference, reference),
        inArray(privacyRequests.emailKey, keys),
        gte(privacyRequests.receivedAt, session.openedAt),
      ),
    );
  return request && { kind: request.kind, open: !isClosedState(request.state) };
}
