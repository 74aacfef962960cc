import { and, desc, eq, inArray, isNotNull, sql } from "drizzle-orm";

import { defaultNoticeLanguage, isNoticeLanguage, type NoticeLanguage } from "../../domain/privacy/notice-languages";
import type { DbOrTransaction } from "../db/db";
import {
  applications,
  bookings,
  enquiries,
  jobAlertSubscriptions,
  newsletterSubscribers,
  privacyRequests,
} from "../db/schema";

/**
 * The language a person reads the company in: that of the privacy notice they read with their
 * latest submission under any of these addresses (lower case), which each form records. A person
 * who read it in Hindi is written to, and shown their own pages, in Hindi; anyone else in English.
 */
export async function readingLanguageOf(db: DbOrTransaction, keys: string[]): Promise<NoticeLanguage> {
  if (keys.length === 0) return defaultNoticeLanguage;
  const latest = (
    table:
      | typeof enquiries
      | typeof bookings
      | typeof applications
      | typeof jobAlertSubscriptions
      | typeof newsletterSubscribers,
  ) =>
    db
      .select({ language: table.noticeLanguage, at: table.createdAt })
      .from(table)
      .where(and(inArray(sql`lower(${table.email})`, keys), isNotNull(table.noticeLanguage)))
      .orderBy(desc(table.createdAt))
      .limit(1);
  const requests = db
    .select({ language: privacyRequests.noticeLanguage, at: privacyRequests.receivedAt })
    .from(privacyRequests)
    .where(
      and(
        inArray(privacyRequests.emailKey, keys),
        isNotNull(privacyRequests.noticeLanguage),
        // A nominee's request is filed under the person's address but shows what the nominee read.
        eq(privacyRequests.byNominee, false),
      ),
    )
    .orderBy(desc(privacyRequests.receivedAt))
    .limit(1);
  const rows = [];
  // One after another: inside a transaction they share one connection.
  for (const query of [
    latest(enquiries),
    latest(bookings),
    latest(applications),
    latest(jobAlertSubscriptions),
    latest(newsletterSubscribers),
    requests,
  ])
    rows.push(...(await query));
  const newest = rows.sort((a, b) => b.at.getTime() - a.at.getTime())[0]?.language;
  return newest && isNoticeLanguage(newest) ? newest : defaultNoticeLanguage;
}
