import type { ContactImportStatus } from "~domain/contacts/contacts";

import type { BadgeTone } from "~/features/admin/shared/ui/badge";

export const statusTones: Record<ContactImportStatus, BadgeTone> = {
  reading: "violet",
  uploaded: "sky",
  checking: "violet",
  checked: "amber",
  importing: "violet",
  done: "emerald",
  failed: "red",
  cancelled: "slate",
};

const whole = new Intl.NumberFormat("en-IN");

/** "50,000" as India writes it: "50,000", "1,20,000". */
export const rowCount = (count: number) => whole.format(count);

/** "1 row", "12,000 rows". */
export const rowsText = (count: number) => `${rowCount(count)} ${count === 1 ? "row" : "rows"}`;

/** The notices an import's actions leave on its page. */
export const importNotices: Record<string, string> = {
  uploaded: "Uploaded. Once the file is read, check that each column goes to the right field, then press Check.",
  "uploaded-again": "You uploaded this file a few minutes ago: this is its import.",
  checking: "Checking the file: nothing is changed yet.",
  importing: "Importing. You can leave this page: the import goes on in the background.",
  cancelled: "Cancelled. Rows already imported stay; the file is removed.",
};
