import { asc, inArray } from "drizzle-orm";

import type { DataGroup } from "../../../contracts/your-data";
import { yourRequestKindNames } from "../../../domain/privacy-data/your-words";
import { privacyRequestStateNames, type PrivacyRequestKind } from "../../../domain/privacy/privacy-requests";
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
    title: "Your requests about your data",
    usedFor:
      "To answer what you asked of us about your data, and to prove we did: kept three years after each is closed.",
    processedBy: [],
    records: rows.map((row) => ({
      title: `${yourRequestKindNames[row.kind]} request ${row.reference}`,
      fields: [
        wordsProvenTheirs(row)
          ? { label: "Asked", value: row.summary }
          : {
              label: "Asked",
              value: row.byNominee
                ? "Someone asked as your nominee. We check who they are before we show or do anything."
                : "A request was made in your name through our privacy policy's form. We do not show its words here, as anyone can give an address there.",
            },
        { label: "Received", value: when(row.receivedAt) },
        { label: "State", value: privacyRequestStateNames[row.state] },
        row.closedAt
          ? { label: "Answered", value: when(row.closedAt) }
          : { label: "Answer due by", value: when(row.dueAt) },
        ...(row.reply ? [{ label: "Our reply", value: row.reply }] : []),
      ],
    })),
  };
}
