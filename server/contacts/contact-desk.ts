import { and, count, desc, eq, gte, inArray, isNotNull, isNull, notInArray, or, sql } from "drizzle-orm";

import type {
  Assignments,
  ContactFilter,
  ContactCardDesk,
  ContactDesk,
  ContactDetail,
  ContactSummary,
  ContactView,
} from "../../contracts/contacts";
import { sourceName } from "../../domain/analytics/analytics";
import { leadStageLabels } from "../../domain/contacts/contacts";
import { formatRupees } from "../../domain/company/rupees";
import { mayUse, staffRoles, type StaffMember } from "../../domain/staff/staff";
import type { DbOrTransaction } from "../db/db";
import { contactAddresses, contactImports, contacts, contactTasks, staffAccounts } from "../db/schema";
import { actorNameOf } from "../kernel/lists/actor-names";
import { activeAccount } from "../kernel/lists/active-accounts";
import { addTeamNote } from "../kernel/notes/team-notes";
import type { Bindings } from "../kernel/runtime/bindings";
import { decodeCursor, isUuid, newestFirst, olderThan, pageOf, cursorTimeOf } from "../kernel/lists/keyset";
import { matchingSearch } from "../kernel/lists/like-pattern";
import { nameText } from "../db/search-text";
import { outcomeOf, RefusedError } from "../kernel/requests/outcome";
import { audit } from "../kernel/audit/audit";
import { countOf } from "../../domain/forms/counting";
import { auditedCsvExport } from "../kernel/lists/csv-export";
import { contactAccess, requireContactAccess } from "./contact-access";
import { assignOwner, recordDoNotContact } from "./contacts";
import { contactTimeline } from "./contact-timeline";
import { leadSourcesOfContact, leadsOfContact, otherNamesOf } from "./contact-leads";

const ownerName = sql<string | null>`coalesce(nullif(${staffAccounts.name}, ''), ${staffAccounts.email})`;

const summaryColumns = {
  id: contacts.id,
  firstName: contacts.firstName,
  lastName: contacts.lastName,
  email: contacts.email,
  phone: contacts.phone,
  ownerId: contacts.ownerId,
  ownerName,
  stage: contacts.stage,
  expectedValue: contacts.expectedValue,
  expectedCloseDate: contacts.expectedCloseDate,
  lostReason: contacts.lostReason,
  leadSources: leadSourcesOfContact(),
  lastActivityAt: contacts.lastActivityAt,
  createdAt: contacts.createdAt,
  company: contacts.company,
  city: contacts.city,
  origin: contacts.origin,
  importFileName: contactImports.fileName,
  doNotContactAt: contacts.doNotContactAt,
  doNotContactBy: contacts.doNotContactBy,
};

/** Where a contact came from in one line: the list it was imported from, then its leads' sources. */
const sourceOf = (
  origin: (typeof contacts.$inferSelect)["origin"],
  importFileName: string | null,
  leadSources: string,
) =>
  origin === "import"
    ? [`Imported from ${importFileName ?? "a list"}`, leadSources].filter(Boolean).join(", ")
    : leadSources || sourceName({});

const detailOf = ({
  cursorAt: _cursor,
  origin,
  importFileName,
  leadSources,
  ...row
}: Omit<Awaited<ReturnType<typeof selectContacts>>[number], "cursorAt"> & { cursorAt?: string }): ContactDetail => ({
  ...row,
  name: `${row.firstName} ${row.lastName}`.trim(),
  source: sourceOf(origin, importFileName, leadSources),
  origin: origin === "import" ? { kind: "import", fileName: importFileName } : { kind: "site" },
  doNotContact: row.doNotContactAt !== null,
});

const summaryOf = ({
  phone: _phone,
  lostReason: _reason,
  firstName: _first,
  lastName: _last,
  createdAt: _created,
  company: _company,
  city: _city,
  origin: _origin,
  doNotContactAt: _at,
  doNotContactBy: _by,
  ...row
}: ContactDetail): ContactSummary => row;

function selectContacts(db: DbOrTransaction) {
  return db
    .select({ ...summaryColumns, cursorAt: cursorTimeOf(contacts.lastActivityAt) })
    .from(contacts)
    .leftJoin(staffAccounts, eq(staffAccounts.id, contacts.ownerId))
    .leftJoin(contactImports, eq(contactImports.id, contacts.importId));
}

const whose = (view: ContactView, member: StaffMember) =>
  view === "mine" ? eq(contacts.ownerId, member.id) : view === "unassigned" ? isNull(contacts.ownerId) : undefined;

/** A search for an address finds a contact by any of theirs: a merge keeps the other one (decision 046). */
const byOtherAddress = (q: string | undefined) => {
  const matching = matchingSearch(q, { texts: [contactAddresses.email], key: contactAddresses.emailKey });
  return matching
    ? sql`exists (select 1 from ${contactAddresses} where ${contactAddresses.contactId} = ${contacts.id} and ${matching})`
    : undefined;
};

/** The contacts a list's filter names, on every page of it. */
const listed = ({ view, stage, q }: Omit<ContactFilter, "after">, member: StaffMember) =>
  and(
    whose(view, member),
    stage ? eq(contacts.stage, stage) : undefined,
    or(
      matchingSearch(q, {
        texts: [nameText(contacts.firstName, contacts.lastName), contacts.email, contacts.phone],
        key: contacts.emailKey,
      }),
      byOtherAddress(q),
    ),
  );

/** A list meant for sending holds at most this many addresses; the desk narrows it with the filters. */
export const sendingListLimit = 10_000;

async function lockedContact(tx: DbOrTransaction, id: string) {
  if (!isUuid(id)) throw new RefusedError("This contact no longer exists.");
  const [contact] = await tx.select().from(contacts).where(eq(contacts.id, id)).for("update");
  if (!contact) throw new RefusedError("This contact no longer exists.");
  return contact;
}

/** The roles that may open every contact: only they are offered as owners. */
const deskRoles = staffRoles.filter((role) => mayUse(role, "contacts"));

/** Who may own a contact: the sales desk's people who can act (activeAccount). */
export async function possibleOwners(db: DbOrTransaction) {
  return db
    .select({
      id: staffAccounts.id,
      name: actorNameOf(staffAccounts.email, staffAccounts.name),
    })
    .from(staffAccounts)
    .where(and(inArray(staffAccounts.role, deskRoles), activeAccount()))
    .orderBy(staffAccounts.name, staffAccounts.email);
}

/** A person who has follow-ups but no open leads, for the assignments. */
async function ownerOf(db: DbOrTransaction, id: string): Promise<Assignments | undefined> {
  const [account] = await db.select({ name: ownerName }).from(staffAccounts).where(eq(staffAccounts.id, id));
  return account && { id, name: account.name ?? "", openLeads: 0, openTasks: 0 };
}

/** The sales desk's lists of contacts, as `member` sees them ("mine" is theirs). */
export function contactDesk({ db, clock }: Pick<Bindings, "db" | "clock">, member: StaffMember): ContactDesk {
  return {
    async list({ after, ...filter }) {
      const rows = await selectContacts(db)
        .where(and(listed(filter, member), olderThan(contacts.lastActivityAt, contacts.id, decodeCursor(after))))
        .orderBy(...newestFirst(contacts.lastActivityAt, contacts.id))
        .limit(51);
      const page = pageOf(rows, 50);
      return { ...page, rows: page.rows.map((row) => summaryOf(detailOf(row))) };
    },
    async sendingList(filter) {
      const rows = await db
        .select({
          firstName: contacts.firstName,
          lastName: contacts.lastName,
          email: contacts.email,
          company: contacts.company,
        })
        .from(contacts)
        .where(and(listed(filter, member), isNull(contacts.doNotContactAt)))
        .orderBy(...newestFirst(contacts.lastActivityAt, contacts.id))
        .limit(sendingListLimit);
      const [asked] = await db
        .select({ count: count() })
        .from(contacts)
        .where(and(listed(filter, member), isNotNull(contacts.doNotContactAt)));
      const leftOut = asked?.count ?? 0;
      const exported = await auditedCsvExport(db, member, clock(), {
        count: async () => rows.length,
        entry: (listed) => ({
          action: "contact.sending-list",
          subjectType: "contact",
          subjectId: "list",
          summary: `Downloaded a list of ${countOf(listed, "contact")} for sending; ${countOf(leftOut, "contact")} who asked not to be contacted left out.`,
          details: { listed, leftOut },
        }),
        header: ["Name", "E-mail", "Company"],
        // Read already, at most sendingListLimit of them: one page.
        pages: async function* () {
          yield rows.map((row) => [`${row.firstName} ${row.lastName}`.trim(), row.email, row.company]);
        },
      });
      return { ...exported, leftOut };
    },
    async board(view) {
      const settledSince = new Date(clock().getTime() - 90 * 24 * 60 * 60_000);
      const rows = await selectContacts(db)
        .where(
          and(
            whose(view, member),
            or(notInArray(contacts.stage, ["won", "lost"]), gte(contacts.updatedAt, settledSince)),
          ),
        )
        .orderBy(desc(contacts.lastActivityAt))
        .limit(500);
      return rows.map((row) => summaryOf(detailOf(row)));
    },
    async assignments() {
      // Counted per owner from the open leads' index first, then named: a desk has a few owners and many leads.
      const open = db
        .select({ ownerId: contacts.ownerId, count: count().as("count") })
        .from(contacts)
        .where(notInArray(contacts.stage, ["won", "lost"]))
        .groupBy(contacts.ownerId)
        .as("open");
      const leads = await db
        .select({ id: open.ownerId, name: ownerName, count: open.count })
        .from(open)
        .leftJoin(staffAccounts, eq(staffAccounts.id, open.ownerId));
      const tasks = await db
        .select({ id: contactTasks.assigneeId, count: count() })
        .from(contactTasks)
        .where(and(isNull(contactTasks.doneAt), isNotNull(contactTasks.assigneeId)))
        .groupBy(contactTasks.assigneeId);
      const people = new Map<string | null, Assignments>();
      for (const row of leads)
        people.set(row.id, { id: row.id, name: row.name ?? "Nobody", openLeads: row.count, openTasks: 0 });
      for (const row of tasks) {
        const person = people.get(row.id) ?? (await ownerOf(db, row.id!));
        if (person) people.set(row.id, { ...person, openTasks: row.count });
      }
      return [...people.values()].sort((a, b) =>
        a.id === null ? 1 : b.id === null ? -1 : a.name.localeCompare(b.name),
      );
    },
  };
}

/** One contact, as `actor` may open and work it (contact-access.ts decides). */
export function contactCardDesk({ db, clock }: Pick<Bindings, "db" | "clock">, actor: StaffMember): ContactCardDesk {
  const now = () => clock();
  return {
    async find(id) {
      if (!isUuid(id)) return undefined;
      const [row] = await selectContacts(db).where(eq(contacts.id, id));
      if (!row) return undefined;
      const access = await contactAccess(db, actor, id);
      if (access === "none") return "not yours";
      const leads = await leadsOfContact(db, id);
      return { ...detailOf(row), mayManage: access === "desk", leads, otherNames: otherNamesOf(row, leads) };
    },
    timeline: async (id) =>
      (await contactAccess(db, actor, id)) === "none"
        ? []
        : contactTimeline(db, id, { linkApplications: mayUse(actor.role, "applications") }),
    owners: () => possibleOwners(db),
    assign: (id, ownerId) =>
      outcomeOf(async () => {
        await db.transaction(async (tx) => {
          await requireContactAccess(tx, actor, id, "manage");
          const contact = await lockedContact(tx, id);
          if (contact.ownerId === ownerId) throw new RefusedError("The contact is already theirs.");
          const owner = ownerId ? (await possibleOwners(tx)).find((person) => person.id === ownerId) : null;
          if (owner === undefined) throw new RefusedError("Please choose someone from the list.");
          await assignOwner(tx, actor, contact, owner, now(), `given by ${actor.name || actor.email}`);
        });
      }),
    setStage: (id, change) =>
      outcomeOf(async () => {
        await db.transaction(async (tx) => {
          await requireContactAccess(tx, actor, id, "manage");
          const contact = await lockedContact(tx, id);
          const at = now();
          await tx
            .update(contacts)
            .set({
              ...change,
              lostReason: change.stage === "lost" ? change.lostReason : null,
              updatedAt: at,
              lastActivityAt: at,
            })
            .where(eq(contacts.id, id));
          const name = `${contact.firstName} ${contact.lastName}`.trim();
          const value = change.expectedValue === null ? "" : `, ${formatRupees(change.expectedValue)}`;
          const moved =
            contact.stage === change.stage
              ? `${name}'s deal updated (${leadStageLabels[change.stage]}${value})`
              : `${name} moved from ${leadStageLabels[contact.stage]} to ${leadStageLabels[change.stage]}${value}`;
          await audit(tx, actor, at, {
            action: "contact.stage",
            subjectType: "contact",
            subjectId: id,
            summary: change.stage === "lost" && change.lostReason ? `${moved}: ${change.lostReason}` : `${moved}.`,
            details: { from: contact.stage, to: change.stage, expectedValue: change.expectedValue },
          });
        });
      }),
    setDoNotContact: (id, asked) =>
      outcomeOf(async () => {
        await db.transaction(async (tx) => {
          await requireContactAccess(tx, actor, id, "work");
          const contact = await lockedContact(tx, id);
          if ((contact.doNotContactAt !== null) === asked)
            throw new RefusedError(asked ? "This is already recorded." : "They are not marked as not to be contacted.");
          await recordDoNotContact(tx, actor, contact, asked, { by: actor.name || actor.email, at: now() });
        });
      }),
    addNote: (id, body) =>
      outcomeOf(async () => {
        await db.transaction(async (tx) => {
          await requireContactAccess(tx, actor, id, "work");
          const contact = await lockedContact(tx, id);
          const at = now();
          // A contact's entry has always been its summary alone, without the note's details.
          await addTeamNote(tx, "contact", id, actor, { body, at });
          await tx.update(contacts).set({ lastActivityAt: at }).where(eq(contacts.id, id));
          await audit(tx, actor, at, {
            action: "contact.note",
            subjectType: "contact",
            subjectId: id,
            summary: `Added a note on ${`${contact.firstName} ${contact.lastName}`.trim()}`,
          });
        });
      }),
  };
}
