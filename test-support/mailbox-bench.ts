import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import type { StaffMember } from "../domain/staff/staff";
import type { Clock } from "../server/clock";
import { contactEmailDesk } from "../server/contacts/mailbox/contact-email-desk";
import { mailboxDesk } from "../server/contacts/mailbox/mailbox-desk";
import type { MailboxReading } from "../server/contacts/mailbox/mailbox-reading";
import type { Db } from "../server/db/db";
import { diskFileStore } from "../server/kernel/storage/file-store";
import { recordingLogger } from "./recording-logger";
import { insertStaffMember } from "./staff-actor";

/**
 * What a test file of the sales mailbox works with: a folder for the mail's attachments, the
 * seller the desks act for, a log it can read back, and the desks and the reading task bound to them, reaching the mail
 * servers the test starts on this machine (as CALENDAR_FEED_ALLOW_PRIVATE lets a test's servers be).
 */
export async function openMailboxBench({
  db,
  clock,
  key,
  salesEmail,
  seller: { email, name },
}: {
  db: Db;
  clock: Clock;
  /** The key mailbox passwords are sealed with. */
  key: Buffer;
  salesEmail: string;
  seller: { email: string; name: string };
}) {
  const folder = await fs.mkdtemp(path.join(os.tmpdir(), "mail-files-"));
  const files = diskFileStore(folder);
  const { log, lines } = recordingLogger();
  const seller: StaffMember = await insertStaffMember(db, clock(), { email, name, role: "sales" });
  return {
    files,
    seller,
    /** What the bench's work logged, each line as JSON. */
    lines,
    log,
    /** How the reading task reads the mail, within `deadlineMs` when given. */
    reading: (deadlineMs?: number): MailboxReading => ({
      secretsKey: () => key,
      files,
      salesEmail,
      log,
      outbound: { allowPrivateAddresses: true },
      ...(deadlineMs ? { deadlineMs } : {}),
    }),
    /** The seller's mailbox desk; a member's form reaches no private address unless allowed. */
    desk: ({
      allowPrivateAddresses = true,
      checkDeadlineMs,
    }: { allowPrivateAddresses?: boolean; checkDeadlineMs?: number } = {}) =>
      mailboxDesk(
        {
          db,
          clock,
          calendarSecretsKey: () => key,
          calendarFeedAllowPrivate: allowPrivateAddresses,
          onMailboxConnected: () => undefined,
          ...(checkDeadlineMs ? { checkDeadlineMs } : {}),
        },
        seller,
      ),
    /** The seller's desk for a contact's e-mails. */
    emails: () => contactEmailDesk({ db, clock, salesEmail, onEmailsQueued: () => undefined, files }, seller),
    /** Deletes the attachments' folder. */
    remove: () => fs.rm(folder, { recursive: true, force: true }),
  };
}

export type MailboxBench = Awaited<ReturnType<typeof openMailboxBench>>;
