import fs from "node:fs";
import path from "node:path";

import { expect } from "@playwright/test";

export type ReceivedMail = {
  from?: string;
  to?: string;
  replyTo?: string;
  subject?: string;
  text?: string;
  html?: string;
  /** Every header line, by lower-case name. */
  headers: Record<string, string>;
  attachments: { filename?: string; contentType: string; content: string }[];
};

const mailDir = path.resolve(process.env.E2E_MAIL_DIR ?? "test-results/e2e-mail");

/** A message as read from its file, with the text a needle is looked for in. */
type ReadMail = { mail: ReceivedMail; searchable: string };

/**
 * Each mail file read so far, by its path. A file is whole once it has its name (scripts/e2e-server.mjs
 * renames it into place) and never changes, so it is read once: a test polling for a mail late in a
 * run read and parsed several hundred files on every try.
 */
const readMails = new Map<string, ReadMail>();

function readMail(file: string): ReadMail {
  let read = readMails.get(file);
  if (!read) {
    const mail = JSON.parse(fs.readFileSync(file, "utf8")) as ReceivedMail;
    read = { mail, searchable: JSON.stringify(mail) };
    readMails.set(file, read);
  }
  return read;
}

/** Every message in the SMTP listener's folder `folder` that mentions `needle`. */
export function mailsIn(folder: string, needle: string): ReceivedMail[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((file) => file.endsWith(".json"))
    .map((file) => readMail(path.join(folder, file)))
    .filter(({ searchable }) => searchable.includes(needle))
    .map(({ mail }) => structuredClone(mail));
}

/** Every message the test server's SMTP listener has received that mentions `needle`. */
export const mailsMentioning = (needle: string): ReceivedMail[] => mailsIn(mailDir, needle);

/** The first of `mails` with exactly this subject. */
export const withSubject = (mails: ReceivedMail[], subject: string) => mails.find((mail) => mail.subject === subject);

/** Waits until `count` messages mentioning `needle` have arrived, and answers them. */
export async function waitForMails(needle: string, count: number): Promise<ReceivedMail[]> {
  await expect.poll(() => mailsMentioning(needle).length, { timeout: 15_000 }).toBe(count);
  return mailsMentioning(needle);
}

/**
 * The path of the first link in a mail that starts with `prefix`, one or more segments after it (the
 * links name PUBLIC_SITE_URL, not this server; a link in brackets ends before the bracket).
 */
export const linkPath = (text: string | undefined, prefix: string) =>
  new URL(new RegExp(`https?://[^\\s/)]+${prefix}/[\\w/-]+`).exec(text ?? "")![0]).pathname;
