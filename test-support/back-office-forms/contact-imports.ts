import { eq } from "drizzle-orm";
import { expect, vi } from "vitest";

import type { ContactImportStatus } from "../../domain/contacts/contacts";
import { contactImports, contacts } from "../../server/db/schema";
import { contactListKind, importLimits } from "../../domain/contacts/contact-import-limits";
import { csvListRefusals } from "../../domain/forms/csv-lists";
import { notCsvMessage } from "../../server/kernel/lists/csv-list-file";
import { noFileMessage } from "../../server/contacts/imports/import-desk";
import type { BackOfficeServer } from "../back-office-server";
import type { Fields, FormRow } from "../back-office-forms";

/**
 * The forms of the contact imports, for the desk's forms file: a list uploaded (refused when
 * it is not a CSV, too large or missing; what else is wrong with it shows once the import task has
 * read it), its columns mapped and checked, the import
 * started, and an import cancelled. The background worker runs on the test's server: a row whose
 * change starts it waits for the work to end, so the next row finds nothing changing under it.
 */
export type ImportFixtures = {
  /** Uploaded: its columns are mapped and checked by a row. */
  uploadedId: string;
  /** Checked: its import is started by a row. */
  checkedId: string;
  /** Uploaded and left: cancelled by a row (and not startable, being unchecked). */
  waitingId: string;
  /** Imported: it can no longer be cancelled. */
  doneId: string;
};

type Needs = { imports: ImportFixtures };

const listText = 'Email,Name,Company\r\nexpo.visitor@example.in,Expo Visitor,=HYPERLINK("x")\r\n';

/** Imports as an upload, a dry run and an import leave them, with their files in the server's store. */
export async function prepareImportForms(server: BackOfficeServer, at: Date): Promise<ImportFixtures> {
  const { db } = server.database;
  const made = async (fileName: string, status: ContactImportStatus) => {
    const fileKey = `${fileName}.csv`;
    if (status !== "done") await server.contactImportFiles.put(fileKey, Buffer.from(listText), "text/csv");
    const [row] = await db
      .insert(contactImports)
      .values({
        fileName: `${fileName}.csv`,
        // An ended import's file is gone and its key forgotten (import-worker.ts, removeImportFile).
        fileKey: status === "done" ? "" : fileKey,
        bytes: listText.length,
        rows: 1,
        columns: ["Email", "Name", "Company"],
        mapping: { "0": "email", "1": "fullName", "2": "company" },
        status,
        startedByName: "Test sales",
        createdAt: at,
        updatedAt: at,
        ...(status === "done" ? { rowsDone: 1, created: 1, finishedAt: at } : {}),
      })
      .returning({ id: contactImports.id });
    return row!.id;
  };
  return {
    uploadedId: await made("uploaded", "uploaded"),
    checkedId: await made("checked", "checked"),
    waitingId: await made("waiting", "uploaded"),
    doneId: await made("done", "done"),
  };
}

const importOf = async ({ database }: BackOfficeServer, id: string) =>
  (await database.db.select().from(contactImports).where(eq(contactImports.id, id)))[0]!;

/** Waits for the server's import task to finish what the row started. */
const settled = (server: BackOfficeServer, id: string, status: ContactImportStatus) =>
  vi.waitFor(async () => expect((await importOf(server, id)).status).toBe(status), { timeout: 10_000, interval: 50 });

const csvFile = (name: string, text: string | Uint8Array<ArrayBuffer>) => new File([text], name, { type: "text/csv" });

const uploadPage = { route: "/admin/contacts/import", role: "sales", path: () => "/admin/contacts/import" } as const;

/** An upload refused for `message`, then a good list taken: its import is read, then waits to be mapped. */
const uploadRow = (name: string, refused: Fields["file"], message: string, fileName: string): FormRow<Needs> => ({
  ...uploadPage,
  name,
  intent: "upload",
  multipart: true,
  invalid: { fields: () => ({ file: refused }), message },
  valid: {
    // A list of its own: the same person's same file again within minutes is the import they have.
    fields: () => ({ file: csvFile(fileName, listText.replace("expo.visitor", fileName.replace(".csv", ""))) }),
    async saved(server) {
      const [taken] = await server.database.db
        .select()
        .from(contactImports)
        .where(eq(contactImports.fileName, fileName));
      await settled(server, taken!.id, "uploaded");
      const row = await importOf(server, taken!.id);
      expect(row).toMatchObject({ rows: 1, columns: ["Email", "Name", "Company"] });
      expect((await server.contactImportFiles.read(row.fileKey))?.bytes).toBe(row.bytes);
    },
  },
});

const importPage = {
  route: "/admin/contacts/import/:id",
  role: "sales",
} as const;

export const importFormRows: FormRow<Needs>[] = [
  uploadRow(
    "a contact list uploaded (not a CSV refused)",
    csvFile("photo.csv", Uint8Array.of(0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0)),
    notCsvMessage,
    "expo-1.csv",
  ),
  uploadRow(
    "a contact list uploaded (too large refused)",
    csvFile("huge.csv", new Uint8Array(importLimits.bytes + 1).fill(0x61)),
    csvListRefusals(contactListKind).tooLarge,
    "expo-2.csv",
  ),
  uploadRow("a contact list uploaded (no file refused)", csvFile("", ""), noFileMessage, "expo-3.csv"),
  {
    ...importPage,
    path: ({ imports }) => `/admin/contacts/import/${imports.uploadedId}`,
    name: "a list's columns mapped and checked",
    intent: "check",
    invalid: {
      fields: () => ({ mapping: ["", "fullName", "company"], ownerId: "" }),
      message: "Please choose the column that holds the e-mail address.",
    },
    valid: {
      fields: () => ({ mapping: ["email", "fullName", ""], ownerId: "" }),
      async saved(server, { imports }) {
        await settled(server, imports.uploadedId, "checked");
        expect(await importOf(server, imports.uploadedId)).toMatchObject({
          mapping: { "0": "email", "1": "fullName", "2": "" },
          ownerId: null,
          created: 1,
        });
      },
    },
  },
  {
    ...importPage,
    path: ({ imports }) => `/admin/contacts/import/${imports.checkedId}`,
    name: "a checked list imported",
    intent: "start",
    invalid: {
      fields: () => ({}),
      path: ({ imports }) => `/admin/contacts/import/${imports.waitingId}`,
      message: "Please check the file before importing it.",
    },
    valid: {
      fields: () => ({}),
      async saved(server, { imports }) {
        await settled(server, imports.checkedId, "done");
        const [made] = await server.database.db
          .select()
          .from(contacts)
          .where(eq(contacts.emailKey, "expo.visitor@example.in"));
        // The formula is the company's text, never run.
        expect(made).toMatchObject({ origin: "import", importId: imports.checkedId, company: '=HYPERLINK("x")' });
        // The worker removes the file after it records the end, and then forgets its key.
        await vi.waitFor(async () => expect((await importOf(server, imports.checkedId)).fileKey).toBe(""), {
          timeout: 10_000,
          interval: 50,
        });
        expect(await server.contactImportFiles.read("checked.csv")).toBeUndefined();
      },
    },
  },
  {
    ...importPage,
    path: ({ imports }) => `/admin/contacts/import/${imports.waitingId}`,
    name: "an import cancelled",
    intent: "cancel",
    invalid: {
      fields: () => ({}),
      path: ({ imports }) => `/admin/contacts/import/${imports.doneId}`,
      message: "This import has ended already.",
    },
    valid: {
      fields: () => ({}),
      async saved(server, { imports }) {
        expect((await importOf(server, imports.waitingId)).status).toBe("cancelled");
        expect(await server.contactImportFiles.read("waiting.csv")).toBeUndefined();
      },
    },
  },
];
