import type { ContactImportStatus } from "../domain/contacts/contacts";
import type { CsvExport, ListPage, Outcome } from "./outcome";

/**
 * CSV lists brought into the sales desk's contacts (decision 047): uploaded, mapped, checked
 * by a dry run, then imported in the background (server/contacts/imports/).
 */

/** What a column of the file may fill on a contact; "" leaves the column out. */
export const importFields = [
  "email",
  "firstName",
  "lastName",
  "fullName",
  "phone",
  "company",
  "city",
  "stage",
  "doNotContact",
  "notes",
] as const;
export type ImportField = (typeof importFields)[number];

export const importFieldLabels: Record<ImportField | "", string> = {
  email: "E-mail (required)",
  firstName: "First name",
  lastName: "Last name",
  fullName: "Full name (split at the first space)",
  phone: "Phone",
  company: "Company",
  city: "City",
  stage: "Stage (new contacts only)",
  doNotContact: "Do not contact (yes, true, 1 or x)",
  notes: "Notes (added to the contact's notes)",
  "": "Don't import",
};

export const importStatusLabels: Record<ContactImportStatus, string> = {
  reading: "Reading the file…",
  uploaded: "Uploaded: map its columns",
  checking: "Checking",
  checked: "Checked: ready to import",
  importing: "Importing",
  done: "Imported",
  failed: "Failed",
  cancelled: "Cancelled",
};

/** A row's outcome in a dry run or the import. */
export const importOutcomes = ["create", "update", "refuse"] as const;
export type ImportOutcome = (typeof importOutcomes)[number];

export type ImportCounts = { created: number; updated: number; refused: number };

export type ContactImportSummary = ImportCounts & {
  id: string;
  fileName: string;
  rows: number;
  rowsDone: number;
  status: ContactImportStatus;
  startedByName: string;
  createdAt: Date;
  finishedAt: Date | null;
};

export type ContactImportDetail = ContactImportSummary & {
  bytes: number;
  columns: string[];
  /** The field each column fills, by the column's position ("" for none). */
  mapping: (ImportField | "")[];
  /** The first rows as they are in the file, for the preview: none until the file is read. */
  preview: string[][];
  ownerId: string | null;
  lastError: string | null;
  /** Which pass the counts and the rows are of: the dry run until the import starts. */
  pass: "dry-run" | "import";
  /** The dry run's counts, kept while the import runs and after it. */
  checked: ImportCounts | null;
};

export type ImportRow = { rowNumber: number; outcome: ImportOutcome; email: string; reason: string };

export type ImportSettings = { mapping: (ImportField | "")[]; ownerId: string | null };

export type ContactImportDesk = {
  /**
   * Keeps the file as it arrives, unread but for its size and first bytes, and answers its import's
   * id: a new one, whose file is read in the background, or (`again`) the one the same person
   * started with the same file a few minutes before.
   */
  upload(file: {
    name: string;
    content: AsyncIterable<Uint8Array> | Uint8Array;
  }): Promise<Outcome<{ id: string; again: boolean }>>;
  /** The latest imports, newest first. */
  recent(): Promise<ContactImportSummary[]>;
  find(id: string): Promise<ContactImportDetail | undefined>;
  /** Who new contacts may be given to. */
  owners(): Promise<{ id: string; name: string }[]>;
  /** Saves the mapping and the owner, and starts the dry run in the background. */
  check(id: string, settings: ImportSettings): Promise<Outcome>;
  /** Starts the import of a checked file in the background. */
  start(id: string): Promise<Outcome>;
  /** Stops it: rows already imported stay; the file is removed. */
  cancel(id: string): Promise<Outcome>;
  rows(
    id: string,
    filter: { outcome?: ImportOutcome | undefined; after?: string | undefined },
  ): Promise<ListPage<ImportRow>>;
  /** The refused rows of the latest pass, their cells as in the file and the reason; undefined for an unknown import. */
  refusedCsv(id: string): Promise<(CsvExport & { fileName: string }) | undefined>;
};
