import { and, eq } from "drizzle-orm";
import { expect } from "vitest";

import type { Db } from "../../server/db/db";
import {
  contactAddresses,
  contactDuplicateDismissals,
  contactMerges,
  contacts,
  staffAccounts,
} from "../../server/db/schema";
import { contactDuplicatesDesk } from "../../server/contacts/duplicates/duplicates-desk";
import type { FormArea } from "../back-office-forms";
import { bookingNow } from "../sample-submissions";
import { nobody, rowsOnPage } from "./form-rows";

/** Three pairs of one person each: one to dismiss, one to merge (then undo), one merged and undone already. */
type Fixtures = {
  dismissIds: [string, string];
  mergeIds: [string, string];
  undoneMergeId: string;
  /** The merge the merge row makes, for the undo row. */
  mergeId?: string;
};

const clock = () => bookingNow;

/** Two contacts of one Gmail mailbox, `name` at `name.x@gmail.com` and `namex@gmail.com`. */
async function pairNamed(db: Db, name: string): Promise<[string, string]> {
  const rows = await db
    .insert(contacts)
    .values(
      [`${name}.x@gmail.com`, `${name}x@gmail.com`].map((email) => ({
        email,
        emailKey: email,
        firstName: name,
        lastName: "Example",
        createdAt: bookingNow,
        updatedAt: bookingNow,
        lastActivityAt: bookingNow,
      })),
    )
    .returning({ id: contacts.id, email: contacts.email });
  const dotted = (email: string) => email.includes(".x@");
  return [rows.find((row) => dotted(row.email))!.id, rows.find((row) => !dotted(row.email))!.id];
}

const mergePage = (f: Fixtures) =>
  `/admin/contacts/duplicates/merge?contactId=${f.mergeIds[0]}&otherContactId=${f.mergeIds[1]}`;

export const duplicateForms: FormArea<Fixtures> = {
  area: "likely duplicates, merges and their undo",
  async prepare(server) {
    const { db } = server.database;
    const [admin] = await db.select().from(staffAccounts).where(eq(staffAccounts.email, "admin@test.example"));
    const undone = await pairNamed(db, "undone");
    const desk = contactDuplicatesDesk({ db, clock, files: server.resumes }, { ...admin!, role: "admin" });
    const merged = await desk.merge({ contactId: undone[0], otherContactId: undone[1] }, undone[0]);
    if (!merged.ok) throw new Error(merged.message);
    const [merge] = await db.select().from(contactMerges).where(eq(contactMerges.survivorId, undone[0]));
    const back = await desk.undo(merge!.id);
    if (!back.ok) throw new Error(back.message);
    return {
      dismissIds: await pairNamed(db, "dismissed"),
      mergeIds: await pairNamed(db, "merged"),
      undoneMergeId: merge!.id,
    };
  },
  rows: [
    ...rowsOnPage<Fixtures>(
      { route: "/admin/contacts/duplicates", role: "sales", path: () => "/admin/contacts/duplicates" },
      [
        {
          name: "two people, not one",
          intent: "dismiss",
          invalid: {
            fields: (f) => ({ contactId: f.dismissIds[0], otherContactId: nobody }),
            message: "There is no such pair of records.",
          },
          valid: {
            fields: (f) => ({ contactId: f.dismissIds[0], otherContactId: f.dismissIds[1] }),
            async saved({ database }, f) {
              const rows = await database.db
                .select()
                .from(contactDuplicateDismissals)
                .where(eq(contactDuplicateDismissals.contactId, f.dismissIds[0]));
              expect(rows).toMatchObject([{ otherContactId: f.dismissIds[1], applicationId: null }]);
            },
          },
        },
      ],
    ),
    ...rowsOnPage<Fixtures>({ route: "/admin/contacts/duplicates/merge", role: "sales", path: mergePage }, [
      {
        name: "a merge of two contacts",
        // Once merged the pair is gone: its result, and the undo's form, are on the contact that stays.
        page: (f) => `/admin/contacts/${f.mergeIds[0]}`,
        intent: "merge",
        invalid: {
          fields: (f) => ({ contactId: f.mergeIds[0], otherContactId: f.mergeIds[1], survivorId: nobody }),
          message: "Please choose which of the two contacts to keep.",
        },
        valid: {
          fields: (f) => ({ contactId: f.mergeIds[0], otherContactId: f.mergeIds[1], survivorId: f.mergeIds[0] }),
          async saved({ database }, f) {
            const db = database.db;
            expect(await db.select().from(contacts).where(eq(contacts.id, f.mergeIds[1]))).toEqual([]);
            const [address] = await db
              .select()
              .from(contactAddresses)
              .where(eq(contactAddresses.contactId, f.mergeIds[0]));
            expect(address?.email).toBe("mergedx@gmail.com");
            f.mergeId = address!.mergeId!;
          },
        },
      },
    ]),
    ...rowsOnPage<Fixtures>(
      { route: "/admin/contacts/merges/:mergeId", role: "sales", path: (f) => `/admin/contacts/merges/${f.mergeId}` },
      [
        {
          name: "the undo of a merge",
          intent: "undo",
          invalid: {
            fields: () => ({}),
            path: (f) => `/admin/contacts/merges/${f.undoneMergeId}`,
            message: "This merge was undone already.",
          },
          valid: {
            fields: () => ({}),
            async saved({ database }, f) {
              const db = database.db;
              expect(await db.select().from(contacts).where(eq(contacts.id, f.mergeIds[1]))).toHaveLength(1);
              const [merge] = await db
                .select()
                .from(contactMerges)
                .where(and(eq(contactMerges.id, f.mergeId!), eq(contactMerges.survivorId, f.mergeIds[0])));
              expect(merge?.undoneAt).not.toBeNull();
            },
          },
        },
      ],
    ),
  ],
};
