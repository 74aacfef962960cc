/**
 * A list people bring in from a spreadsheet as a CSV file (contacts, newsletter subscribers): its
 * bounds, refused before or while it is read (server/kernel/lists/csv-list-file.ts), and the
 * words its refusals use. The page that uploads it says the same before a large file is sent.
 */
export type CsvListKind = {
  /** The largest file taken, refused before it is read. */
  bytes: number;
  /** The most data rows. */
  rows: number;
  /** The most columns a row may have. */
  columns: number;
  /** What its rows are, plural: "contacts". */
  records: string;
  /** The header's usual names, as the refusal of a file without one gives them: "Email, First name, Phone…". */
  headerExample: string;
};

/** "20,000", as India writes numbers. */
export const countText = (count: number) => count.toLocaleString("en-IN");

/** "5 MB". */
export const megabytesText = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/** What is refused of a list of this kind, in plain words, by what is wrong with it. */
export const csvListRefusals = (kind: CsvListKind) => ({
  tooLarge: `This file is larger than ${megabytesText(kind.bytes)}. Please split it into smaller files.`,
  tooManyRows: `This file has more than ${countText(kind.rows)} rows. Please split it into files of at most ${countText(kind.rows)} rows each.`,
  tooManyColumns: `This file has more than ${kind.columns} columns. Please keep the ${kind.records}' columns only.`,
  noHeader: `The first row should name the columns (${kind.headerExample}); this one holds an e-mail address. Please add a header row.`,
  noData: `This file has a header row but no ${kind.records} under it.`,
});

/** A header's name as headers are compared: without case, spaces, digits or punctuation ("E-mail Address" is "emailaddress"). */
export const headerKey = (name: string) => name.toLowerCase().replace(/[^a-z]/g, "");

/** The names people give a column of e-mail addresses, as headerKey gives them (Mailchimp's "Email Address", Ghost's "email"). */
export const addressHeaderKeys = ["email", "emailaddress", "mail", "emailid", "workemail", "primaryemail"] as const;
