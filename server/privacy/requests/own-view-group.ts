import { asc, inArray } from "drizzle-orm";

import type { DataGroup } from "../../../contracts/your-data";
import { privacyRequestKindNames, privacyRequestStateNames } from "../../../domain/privacy/privacy-requests";
import type { DbOrTransaction } from "../../db/db";
import { privacyRequests } from "../../db/schema";

/** A person's own view of their requests in the register (issue 61, item 4): each with its reference, dates and our reply. */
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
      title: `${privacyRequestKindNames[row.kind]} request ${row.reference}`,
      fields: [
        { label: "Asked", value: row.summary },
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
