import { and, eq, or } from "drizzle-orm";

import type { ContactDuplicatesDesk, PairRef } from "../../../contracts/contact-duplicates";
import type { StaffMember } from "../../../domain/staff/staff";
import type { DbOrTransaction } from "../../db/db";
import { contactDuplicateDismissals } from "../../db/schema";
import type { Bindings } from "../../kernel/runtime/bindings";
import { isUuid } from "../../kernel/lists/keyset";
import { outcomeOf, RefusedError } from "../../kernel/requests/outcome";
import { audit } from "../../kernel/audit/audit";
import { requireContactAccess } from "../contact-access";
import { applicationParties, contactParties, duplicatePairs } from "./finder";
import type { FileStore } from "../../kernel/storage/file-store";
import { mergeContacts, previewMerge } from "./merge";
import { aliasesOf, mergeRecord, undoMerge } from "./undo";

/** A pair's dismissal, in either order of its two contacts. */
const dismissalOf = (pair: PairRef) =>
  "applicationId" in pair
    ? and(
        eq(contactDuplicateDismissals.contactId, pair.contactId),
        eq(contactDuplicateDismissals.applicationId, pair.applicationId),
      )
    : or(
        and(
          eq(contactDuplicateDismissals.contactId, pair.contactId),
          eq(contactDuplicateDismissals.otherContactId, pair.otherContactId),
        ),
        and(
          eq(contactDuplicateDismissals.contactId, pair.otherContactId),
          eq(contactDuplicateDismissals.otherContactId, pair.contactId),
        ),
      );

async function dismissPair(tx: DbOrTransaction, actor: StaffMember, pair: PairRef, now: Date) {
  const otherId = "applicationId" in pair ? pair.applicationId : pair.otherContactId;
  if (!isUuid(pair.contactId) || !isUuid(otherId) || pair.contactId === otherId)
    throw new RefusedError("There is no such pair of records.");
  const contact = (await contactParties(tx, [pair.contactId])).get(pair.contactId);
  const other =
    "applicationId" in pair
      ? (await applicationParties(tx, [pair.applicationId])).get(pair.applicationId)
      : (await contactParties(tx, [pair.otherContactId])).get(pair.otherContactId);
  if (!contact || !other) throw new RefusedError("There is no such pair of records.");
  await requireContactAccess(tx, actor, contact.id, "manage");
  if (other.kind === "contact") await requireContactAccess(tx, actor, other.id, "manage");
  const [already] = await tx
    .select({ id: contactDuplicateDismissals.id })
    .from(contactDuplicateDismissals)
    .where(dismissalOf(pair));
  if (already) throw new RefusedError("These two were said to be two people already.");
  await tx.insert(contactDuplicateDismissals).values({
    contactId: contact.id,
    otherContactId: other.kind === "contact" ? other.id : null,
    applicationId: other.kind === "application" ? other.id : null,
    dismissedBy: actor.name || actor.email,
    createdAt: now,
  });
  const otherName =
    other.kind === "application" ? `${other.name} (application ${other.reference})` : other.name || other.email;
  await audit(tx, actor, now, {
    action: "contact.not-duplicate",
    subjectType: "contact",
    subjectId: contact.id,
    summary: `Said ${contact.name || contact.email} and ${otherName} are two people.`,
    details: other.kind === "contact" ? { otherContactId: other.id } : { applicationId: other.id },
  });
}

/** The sales desk's duplicates: the finder, merges and their undo, bound to `member`. */
export function contactDuplicatesDesk(
  { db, clock, files }: Pick<Bindings, "db" | "clock"> & { files: FileStore },
  member: StaffMember,
): ContactDuplicatesDesk {
  return {
    list: (limit = 50) => duplicatePairs(db, limit),
    preview: (pair, survivorId) => previewMerge(db, pair, survivorId),
    merge: (pair, survivorId) =>
      outcomeOf(async () => {
        const merged = await db.transaction((tx) => mergeContacts(tx, member, pair, survivorId, clock()));
        // After the rows: a failed merge keeps its files. One that cannot go now stays a file nothing
        // shows, which the merge must not fail for: it is done.
        for (const key of merged.droppedFiles) await files.remove(key).catch(() => undefined);
        return { survivorId: merged.survivorId };
      }),
    dismiss: (pair) => outcomeOf(() => db.transaction((tx) => dismissPair(tx, member, pair, clock()))),
    undo: (mergeId) => outcomeOf(() => db.transaction((tx) => undoMerge(tx, member, mergeId, clock()))),
    findMerge: (mergeId) => mergeRecord(db, mergeId, clock()),
    aliases: (contactId) => aliasesOf(db, contactId, clock()),
  };
}
