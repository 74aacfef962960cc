import { eq, isNull } from "drizzle-orm";

import type { MailboxDesk, MailboxView } from "../../../contracts/contact-emails";
import type { MailboxConnectForm } from "../../../domain/contacts/mailbox-forms";
import type { StaffMember } from "../../../domain/staff/staff";
import type { DbOrTransaction } from "../../db/db";
import { mailboxAccounts } from "../../db/schema";
import { outcomeOf, RefusedError } from "../../kernel/requests/outcome";
import type { Bindings } from "../../kernel/runtime/bindings";
import { sealSecret } from "../../kernel/secrets/sealed-secrets";
import { audit } from "../../kernel/audit/audit";
import type { OutboundPolicy } from "../../kernel/net/outbound-address";
import { imapBounds, MailboxError, securityOf, withImapSession } from "./imap-connection";
import { noMailboxSecretsKey } from "./mailbox-words";

/**
 * Connecting and disconnecting the mailboxes the desk reads, as the CalDAV
 * accounts are (decision 045): the sales mailbox (no owner), which the sales desk connects, and a
 * seller's own, which only they connect. Signing in is checked on the request, bounded in time; the
 * app password is sealed before it is stored and never leaves the server again, and the audit names
 * the user name and server only.
 */

export type MailboxDeskDependencies = Pick<
  Bindings,
  "db" | "clock" | "calendarSecretsKey" | "calendarFeedAllowPrivate"
> & {
  /** Wakes the reading task: a mailbox was connected and is to be read now. */
  onMailboxConnected: () => void;
  /** How long the sign-in check may take in all: imapBounds.checkMs, shorter in tests. */
  checkDeadlineMs?: number;
};

const whoseIs = (member: StaffMember, whose: "sales" | "own") =>
  whose === "sales" ? isNull(mailboxAccounts.staffId) : eq(mailboxAccounts.staffId, member.id);

const mailboxName = (whose: "sales" | "own") => (whose === "sales" ? "the sales mailbox" : "their own mailbox");

async function mailboxOf(db: DbOrTransaction, member: StaffMember, whose: "sales" | "own") {
  const [row] = await db
    .select({
      address: mailboxAccounts.address,
      host: mailboxAccounts.host,
      port: mailboxAccounts.port,
      secure: mailboxAccounts.secure,
      username: mailboxAccounts.username,
      lastReadAt: mailboxAccounts.lastReadAt,
      lastError: mailboxAccounts.lastError,
      nextReadAt: mailboxAccounts.nextReadAt,
      skippedTooLarge: mailboxAccounts.skippedTooLarge,
      skippedUnreadable: mailboxAccounts.skippedUnreadable,
    })
    .from(mailboxAccounts)
    .where(whoseIs(member, whose));
  if (!row) return undefined;
  const { secure, ...view } = row;
  return { ...view, security: securityOf(secure, row.host) } satisfies MailboxView;
}

/** Signs in and out once, within the deadline: the answer the seller waits for, in plain words when refused. */
async function checkLogin(form: MailboxConnectForm, policy: OutboundPolicy, deadlineMs: number) {
  try {
    await withImapSession(form, policy, deadlineMs, async () => undefined);
  } catch (error) {
    if (error instanceof MailboxError) throw new RefusedError(error.message);
    throw error;
  }
}

export function mailboxDesk(
  {
    db,
    clock,
    calendarSecretsKey,
    calendarFeedAllowPrivate,
    onMailboxConnected,
    checkDeadlineMs = imapBounds.checkMs,
  }: MailboxDeskDependencies,
  member: StaffMember,
): MailboxDesk {
  return {
    mailboxes: async () => ({ sales: await mailboxOf(db, member, "sales"), own: await mailboxOf(db, member, "own") }),
    connect: (form) =>
      outcomeOf(async () => {
        const key = calendarSecretsKey();
        if (!key) throw new RefusedError(noMailboxSecretsKey);
        await checkLogin(form, { allowPrivateAddresses: calendarFeedAllowPrivate }, checkDeadlineMs);
        const now = clock();
        const account = {
          address: form.address,
          host: form.host,
          port: form.port,
          secure: form.security === "tls",
          username: form.username,
          passwordSealed: sealSecret(form.password, key),
          lastReadAt: null,
          lastError: null,
          failures: 0,
          nextReadAt: now,
          updatedAt: now,
        };
        await db.transaction(async (tx) => {
          // Another server or account is read from its first message: the old positions name other messages.
          const [old] = await tx
            .select({ id: mailboxAccounts.id })
            .from(mailboxAccounts)
            .where(whoseIs(member, form.whose));
          if (old) await tx.delete(mailboxAccounts).where(eq(mailboxAccounts.id, old.id));
          await tx
            .insert(mailboxAccounts)
            .values({ ...account, staffId: form.whose === "sales" ? null : member.id, createdAt: now });
          await audit(tx, member, now, {
            action: "mailbox.connect",
            subjectType: "mailbox",
            subjectId: form.whose === "sales" ? "sales" : member.id,
            summary: `Connected ${mailboxName(form.whose)} (${form.username} at ${form.host}:${form.port}).`,
          });
        });
        onMailboxConnected();
      }),
    disconnect: (whose) =>
      outcomeOf(async () => {
        const now = clock();
        await db.transaction(async (tx) => {
          // Its folders' positions go with it (cascade); the e-mails already on contacts stay.
          const removed = await tx
            .delete(mailboxAccounts)
            .where(whoseIs(member, whose))
            .returning({ username: mailboxAccounts.username, host: mailboxAccounts.host });
          if (removed.length === 0) throw new RefusedError("This mailbox is not connected any more.");
          await audit(tx, member, now, {
            action: "mailbox.disconnect",
            subjectType: "mailbox",
            subjectId: whose === "sales" ? "sales" : member.id,
            summary: `Disconnected ${mailboxName(whose)} (${removed[0]!.username} at ${removed[0]!.host}).`,
          });
        });
      }),
  };
}
