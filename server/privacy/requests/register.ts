import { randomInt } from "node:crypto";

import { contactKeyOf } from "../../../domain/contacts/contacts";
import {
  privacyReferenceAlphabet,
  privacyReferenceLength,
  privacyRequestDueAt,
  privacyRequestKindNames,
  type PrivacyRequestKind,
} from "../../../domain/privacy/privacy-requests";
import { requestRecipient, type RequestRecipient } from "../../../domain/privacy/request-recipient";
import type { NoticeShown } from "../../../domain/privacy/notices";
import { defaultNoticeLanguage, isNoticeLanguage, type NoticeLanguage } from "../../../domain/privacy/notice-languages";
import { indiaLongDate } from "../../../domain/time/india-dates";
import type { DbOrTransaction } from "../../db/db";
import { privacyRequests } from "../../db/schema";
import { audit, type Actor } from "../../kernel/audit/audit";
import { readSetting } from "../../kernel/runtime/settings";
import { queueEmails } from "../../outbox/mail-outbox";
import { readingLanguageOf } from "../reading-language";
import { requestOutcomeEmail, requestReceivedEmail, type PrivacyRequestMailSettings } from "./request-emails";
import { privacyRequestDaysSetting } from "./request-settings";

/** The person acting for themselves (or their nominee), in the audit log. */
export const requestingPerson: Actor = { id: null, email: "the person (privacy request)" };

/** Who handled what a person did on their own page. */
export const selfService = "self-service";

/** "PR-" and six characters from crypto's random source, out of an alphabet read aloud without doubt. */
export function newPrivacyReference(): string {
  let code = "";
  for (let i = 0; i < privacyReferenceLength; i += 1)
    code += privacyReferenceAlphabet[randomInt(privacyReferenceAlphabet.length)];
  return `PR-${code}`;
}

export type NewPrivacyRequest = {
  kind: PrivacyRequestKind;
  email: string;
  summary: string;
  details?: Record<string, unknown>;
  byNominee?: boolean;
  receivedAt: Date;
  /** Carried out at once (self-service): closes it as done with this reply. */
  doneAtOnce?: { reply: string };
  /** Partly carried out at once, the rest left open for staff: what was done and kept, said in the acknowledgment. */
  acknowledgment?: string;
  /** Queue no e-mail: the person already has one for it (opening their data by its e-mailed link). */
  quiet?: boolean;
  /** The privacy notice the person was shown with the form they sent it from, if any. */
  notice?: NoticeShown;
};

/** A reference is drawn again on the (one in a few hundred million) chance it is taken. */
const referenceTries = 5;

/**
 * Writes a request into the register in the caller's transaction and audits it, and queues no
 * e-mail: for what the person was already told of (opening their data by its e-mailed link).
 */
export async function enterPrivacyRequest(
  tx: DbOrTransaction,
  request: Omit<NewPrivacyRequest, "quiet">,
): Promise<{ id: string; reference: string; dueAt: Date; email: string }> {
  const email = request.email.trim();
  const now = request.receivedAt;
  const dueAt = privacyRequestDueAt(request.kind, now, await readSetting(tx, privacyRequestDaysSetting));
  const closed = request.doneAtOnce
    ? { state: "done" as const, handledBy: selfService, reply: request.doneAtOnce.reply, closedAt: now }
    : { state: "received" as const };
  let row: { id: string; reference: string } | undefined;
  for (let attempt = 0; !row && attempt < referenceTries; attempt += 1)
    [row] = await tx
      .insert(privacyRequests)
      .values({
        reference: newPrivacyReference(),
        kind: request.kind,
        email,
        emailKey: contactKeyOf(email),
        summary: request.summary,
        details: request.details ?? {},
        byNominee: request.byNominee ?? false,
        noticeVersion: request.notice?.noticeVersion ?? null,
        noticeLanguage: request.notice?.noticeLanguage ?? null,
        receivedAt: now,
        dueAt,
        ...closed,
      })
      .onConflictDoNothing({ target: privacyRequests.reference })
      .returning({ id: privacyRequests.id, reference: privacyRequests.reference });
  if (!row) throw new Error("No free privacy request reference was found.");
  const kindName = privacyRequestKindNames[request.kind];
  await audit(tx, requestingPerson, now, {
    action: "privacy.request",
    subjectType: "privacy-request",
    subjectId: row.id,
    summary: request.doneAtOnce
      ? `${kindName} request ${row.reference} was made and carried out at once by the person.`
      : `${kindName} request ${row.reference} was received${request.byNominee ? " from a nominee" : ""}, due by ${indiaLongDate(dueAt)}.`,
    details: { reference: row.reference, kind: request.kind, byNominee: request.byNominee ?? false },
  });
  return { ...row, dueAt, email };
}

/**
 * The language a request's e-mails are written in: that of the notice shown with the form it was
 * sent from, when one was recorded (a grievance's, a nominee's); else, for the person, the one
 * they read us in; a nominee who recorded none is written to in English, as nothing says what
 * they read, and the person's language is not theirs (nor for whoever names the person to learn).
 */
export async function languageOfRequest(
  tx: DbOrTransaction,
  request: { noticeLanguage: string | null | undefined; email: string | null },
  to: RequestRecipient,
): Promise<NoticeLanguage> {
  if (request.noticeLanguage && isNoticeLanguage(request.noticeLanguage)) return request.noticeLanguage;
  if (to.nominee) return defaultNoticeLanguage;
  return readingLanguageOf(tx, request.email ? [contactKeyOf(request.email)] : []);
}

/**
 * Records a privacy request in the caller's transaction, audits it, and queues one e-mail to
 * whoever asked (the person, or the nominee who asked for them): the acknowledgment with its
 * reference and due date, or, when it was carried out at once, the confirmation with the reply,
 * in the language of languageOfRequest. The caller wakes the outbox with the returned ids
 * (onEmailsQueued). The due date follows the stated period (privacyRequestDaysSetting).
 */
export async function recordPrivacyRequest(
  tx: DbOrTransaction,
  request: NewPrivacyRequest,
  mail: PrivacyRequestMailSettings,
): Promise<{ id: string; reference: string; dueAt: Date; emailIds: string[] }> {
  const { email, ...entered } = await enterPrivacyRequest(tx, request);
  const to = requestRecipient({ email, byNominee: request.byNominee ?? false, details: request.details ?? {} });
  if (request.quiet || !to) return { ...entered, emailIds: [] };
  const language = await languageOfRequest(tx, { noticeLanguage: request.notice?.noticeLanguage, email }, to);
  const about = { reference: entered.reference, kind: request.kind, to, language };
  const message = request.doneAtOnce
    ? requestOutcomeEmail({ ...about, outcome: "done", reply: request.doneAtOnce.reply }, mail)
    : requestReceivedEmail(
        { ...about, receivedAt: request.receivedAt, dueAt: entered.dueAt, done: request.acknowledgment },
        mail,
      );
  return { ...entered, emailIds: await queueEmails(tx, [message], request.receivedAt) };
}
