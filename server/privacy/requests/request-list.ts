import { and, count, eq, ilike, inArray, min, or, sql, type SQL } from "drizzle-orm";

import type {
  OpenPrivacyRequests,
  PrivacyRequestDetail,
  PrivacyRequestListItem,
} from "../../../contracts/privacy-requests";
import type { CsvExport, ListPage } from "../../../contracts/outcome";
import type { PrivacyRequestFilter } from "../../../domain/privacy/privacy-requests-forms";
import { privacyRequestKindNames, privacyRequestStateNames } from "../../../domain/privacy/privacy-requests";
import { indiaTimestamp } from "../../../domain/time/india-dates";
import type { Db } from "../../db/db";
import { contactAddresses, contacts, privacyRequests } from "../../db/schema";
import { nameText } from "../../db/search-text";
import type { Actor } from "../../kernel/audit/audit";
import { csvPageSize } from "../../kernel/lists/csv";
import { auditedCsvExport, keysetRecords } from "../../kernel/lists/csv-export";
import { cursorTimeOf, decodeCursor, isUuid, newestPage, type Cursor } from "../../kernel/lists/keyset";
import { anyContains, likePattern } from "../../kernel/lists/like-pattern";

export const privacyRequestPageSize = 50;

/** A name the register itself holds: the grievance form's, a nominee's. */
const detailText = (key: "name" | "nomineeName" | "nomineeEmail") => sql`(${privacyRequests.details} ->> ${key})`;

/**
 * The requests of a person found by their address or name, in part and whatever its case: the
 * request's own address and texts, or an address of a contact the sales desk knows by that name
 * (the register keeps no name for most requests).
 */
function byPerson(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const named = ilike(nameText(contacts.firstName, contacts.lastName), likePattern(q));
  return or(
    anyContains(q, [
      privacyRequests.email,
      privacyRequests.summary,
      detailText("name"),
      detailText("nomineeName"),
      detailText("nomineeEmail"),
    ]),
    sql`${privacyRequests.emailKey} in (select ${contacts.emailKey} from ${contacts} where ${named})`,
    sql`${privacyRequests.emailKey} in (select ${contactAddresses.emailKey} from ${contactAddresses} join ${contacts} on ${contacts.id} = ${contactAddresses.contactId} where ${named})`,
  );
}

/** Still to be answered: received or in progress. */
const isOpen = inArray(privacyRequests.state, ["received", "in-progress"]);

function matching(filter: PrivacyRequestFilter): SQL | undefined {
  return and(
    byPerson(filter.q),
    filter.state === "open" ? isOpen : filter.state ? eq(privacyRequests.state, filter.state) : undefined,
    filter.kind ? eq(privacyRequests.kind, filter.kind) : undefined,
  );
}

const listColumns = {
  id: privacyRequests.id,
  reference: privacyRequests.reference,
  kind: privacyRequests.kind,
  state: privacyRequests.state,
  receivedAt: privacyRequests.receivedAt,
  dueAt: privacyRequests.dueAt,
  handledBy: privacyRequests.handledBy,
  byNominee: privacyRequests.byNominee,
  email: privacyRequests.email,
};

/** The texts only the export reads: the list leaves them in the database. */
const exportColumns = {
  closedAt: privacyRequests.closedAt,
  summary: privacyRequests.summary,
  reply: privacyRequests.reply,
};

async function fetchPage<Extra extends Partial<typeof exportColumns>>(
  db: Db,
  filter: PrivacyRequestFilter,
  { after, limit, extra }: { after: Cursor | undefined; limit: number; extra: Extra },
) {
  return newestPage(
    db
      .select({ ...listColumns, ...extra, cursorAt: cursorTimeOf(privacyRequests.receivedAt) })
      .from(privacyRequests)
      .$dynamic(),
    [privacyRequests.receivedAt, privacyRequests.id],
    matching(filter),
    { after, limit },
  );
}

/** One page of the register, newest received first. */
export async function listPrivacyRequests(
  db: Db,
  filter: PrivacyRequestFilter,
  { after, limit = privacyRequestPageSize }: { after?: string | undefined; limit?: number } = {},
): Promise<ListPage<PrivacyRequestListItem>> {
  return fetchPage(db, filter, { after: decodeCursor(after), limit, extra: {} });
}

/** How many requests are open, and when the first of them is due. */
export async function openPrivacyRequests(db: Db): Promise<OpenPrivacyRequests> {
  const [row] = await db
    .select({ count: count(), nearestDueAt: min(privacyRequests.dueAt) })
    .from(privacyRequests)
    .where(isOpen);
  return { count: row?.count ?? 0, nearestDueAt: row?.nearestDueAt ?? null };
}

/** One request as its page shows it; undefined for an unknown or malformed id. */
export async function findPrivacyRequest(
  db: Db,
  memberId: string,
  id: string,
): Promise<PrivacyRequestDetail | undefined> {
  if (!isUuid(id)) return undefined;
  const [row] = await db
    .select({
      ...listColumns,
      email: privacyRequests.email,
      summary: privacyRequests.summary,
      details: privacyRequests.details,
      nomineeVerifiedAt: privacyRequests.nomineeVerifiedAt,
      reply: privacyRequests.reply,
      closedAt: privacyRequests.closedAt,
      erasedAt: privacyRequests.erasedAt,
      handlerId: privacyRequests.handlerId,
    })
    .from(privacyRequests)
    .where(eq(privacyRequests.id, id));
  if (!row) return undefined;
  const { handlerId, ...request } = row;
  return { ...request, handledByMe: handlerId === memberId };
}

const csvColumns = [
  "Reference",
  "Kind",
  "State",
  "Received (India time)",
  "Due (India time)",
  "Closed (India time)",
  "Handled by",
  "By a nominee",
  "E-mail",
  "Summary",
  "Reply",
] as const;

/** The register under the filter as CSV: every matching request, counted and audited before it streams. */
export async function exportPrivacyRequestsCsv(
  db: Db,
  actor: Actor,
  filter: PrivacyRequestFilter,
  now: Date,
  { pageSize = csvPageSize }: { pageSize?: number } = {},
): Promise<CsvExport> {
  return auditedCsvExport(db, actor, now, {
    count: () => db.$count(privacyRequests, matching(filter)),
    entry: (rowCount) => ({
      action: "privacy.request-export",
      subjectType: "privacy-request",
      subjectId: "export",
      summary: `Exported ${rowCount} privacy ${rowCount === 1 ? "request" : "requests"} to CSV.`,
      details: { filter: { ...filter }, rowCount },
    }),
    header: csvColumns,
    pages: () =>
      keysetRecords(
        (after) => fetchPage(db, filter, { after, limit: pageSize, extra: exportColumns }),
        (row) => [
          row.reference,
          privacyRequestKindNames[row.kind],
          privacyRequestStateNames[row.state],
          indiaTimestamp(row.receivedAt),
          indiaTimestamp(row.dueAt),
          row.closedAt ? indiaTimestamp(row.closedAt) : "",
          row.handledBy ?? "",
          row.byNominee ? "yes" : "no",
          row.email ?? "",
          row.summary,
          row.reply ?? "",
        ],
      ),
  });
}
