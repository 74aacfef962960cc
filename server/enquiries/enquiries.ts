import { randomUUID } from "node:crypto";

import type { ContactSubmission } from "../../domain/enquiries/contact-enquiry";
import type { Db } from "../db/db";
import { enquiries } from "../db/schema";
import { enquiryEmails } from "./enquiry-emails";
import { rememberAnswer, type IdempotencyClaim } from "../kernel/requests/idempotency";
import { contactFor } from "../contacts/contacts";
import { touchOfLeadVisit } from "../analytics/lead-visits";
import { queueEmails } from "../outbox/mail-outbox";
import { backOfficeUrl } from "../emails/back-office-links";

export type RecordedEnquiry = { id: string; queuedEmailIds: string[] };

/**
 * Writes the enquiry and its e-mails in one transaction, so an accepted enquiry
 * always has its notification waiting. A filled honeypot is stored as spam and
 * mailed to nobody.
 */
export async function recordEnquiry(
  db: Db,
  submission: ContactSubmission,
  {
    salesEmail,
    publicSiteUrl,
    clientIp,
    idempotency,
    visitorKey,
    now,
  }: {
    salesEmail: string;
    publicSiteUrl: string;
    clientIp: string;
    idempotency?: IdempotencyClaim;
    /** The key the sender's visit was counted under: its first touch is the enquiry's. */
    visitorKey?: string | undefined;
    now: Date;
  },
): Promise<RecordedEnquiry> {
  const isSpam = Boolean(submission.website);
  const id = randomUUID();
  return db.transaction(async (tx) => {
    if (idempotency) await rememberAnswer(tx, idempotency, { statusCode: 201, data: { id } }, now);
    // Spam stays out of the sales desk.
    const firstTouch = isSpam ? undefined : await touchOfLeadVisit(tx, { visitorKey, kind: "enquiry", now });
    const contactId = isSpam ? null : await contactFor(tx, submission, { now });
    await tx.insert(enquiries).values({
      id,
      firstName: submission.firstName,
      lastName: submission.lastName,
      email: submission.email,
      phone: submission.phone,
      message: submission.message,
      source: submission.source,
      isSpam,
      clientIp,
      contactId,
      firstTouch: firstTouch ?? null,
      // The privacy notice the sender was shown; none from an API client that showed none.
      noticeVersion: submission.noticeVersion ?? null,
      noticeLanguage: submission.noticeLanguage ?? null,
      createdAt: now,
    });
    const queuedEmailIds = isSpam
      ? []
      : await queueEmails(
          tx,
          enquiryEmails(submission, {
            salesEmail,
            id,
            deskLink: backOfficeUrl(publicSiteUrl, `/admin/enquiries/${id}`),
          }),
          now,
        );
    return { id, queuedEmailIds };
  });
}
