import { asc, inArray } from "drizzle-orm";

import type { DataGroup } from "../../../contracts/own-data";
import type { OwnDataWords } from "../../../domain/own-data/own-data-words";
import type { PrivacyRequestKind } from "../../../domain/privacy/privacy-requests";
import type { DbOrTransaction } from "../../db/db";
import { privacyRequests } from "../../db/schema";

/**
 * Whether the words of a request are proven the person's own. A grievance (whose public form takes
 * any address) and a nominee's request are sent by whoever typed the address: their page says a
 * request was made in their name, never a stranger's words. The rest came from the person's own
 * page, opened from their mailbox.
 */
const wordsProvenTheirs = (row: { kind: PrivacyRequestKind; byNominee: boolean }) =>
  row.kind !== "grievance" && !row.byNominee;

/** A person's own view of their requests in the register: each with its reference, dates and our reply. */
export async function privacyRequestGroup(
  db: DbOrTransaction,
  keys: string[],
  when: (instant: Date) => string,
  { groups, labels, phrases, requestKinds, requestStates }: OwnDataWords,
): Promise<DataGroup> {
  const rows =
    keys.length === 0
      ? []
      : await db
          .select({
            reference: privacyRequests.reference,
            kind: privacyRequests.kind,
            state: privacyRequests.state,
            summary: privacyRequests.summary,
            byNominee: privacyRequests.byNominee,
            receivedAt: privacyRequests.receivedAt,
            dueAt: privacyRequests.dueAt,
            closedAt: privacyRequests.closedAt,
            reply: privacyRequests.reply,
          })
          .from(privacyRequests)
          .where(inArray(privacyRequests.emailKey, keys))
          .orderBy(asc(privacyRequests.receivedAt));
  return {
    key: "privacyRequests",
    ...groups.privacyRequests,
    processedBy: [],
    records: rows.map((row) => ({
      title: phrases.request(requestKinds[row.kind], row.reference),
      fields: [
        wordsProvenTheirs(row)
          ? { label: labels.asked, value: row.summary }
          : { label: labels.asked, value: row.byNominee ? phrases.byNominee : phrases.byForm },
        { label: labels.received, value: when(row.receivedAt) },
        { label: labels.state, value: requestStates[row.state] },
        row.closedAt
          ? { label: labels.answered, value: when(row.closedAt) }
          : { label: labels.answerDueBy, value: when(row.dueAt) },
        ...(row.reply ? [{ label: labels.ourReply, value: row.reply }] : []),
      ],
    })),
  };
}
