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

/** Every message the test server's SMTP listener has received that mentions `needle`. */
export function mailsMentioning(needle: string): ReceivedMail[] {
  if (!fs.existsSync(mailDir)) return [];
  return fs
    .readdirSync(mailDir)
    .filter((file) => file.endsWith(".json"))
    .map((file) => JSON.parse(fs.readFileSync(path.join(mailDir, file), "utf8")) as ReceivedMail)
    .filter((mail) => JSON.stringify(mail).includes(needle));
}

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
