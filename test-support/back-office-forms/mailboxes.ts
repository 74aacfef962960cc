import { and, eq, isNull } from "drizzle-orm";
import { expect } from "vitest";

import type { Db } from "../../server/db/db";
import { contactEmails, mailboxAccounts, outboxEmails } from "../../server/db/schema";
import type { FormRow } from "../back-office-forms";
import { startDovecotServer, type DovecotServer } from "../dovecot-server";
import { bookingNow } from "../sample-submissions";

/**
 * The forms of the e-mail on the contact, for the desk's forms file: the sales mailbox
 * connected (against a Dovecot started for them) and a reply under a contact's thread.
 */
export type MailFixtures = { dovecot: DovecotServer; threadKey: string };

type Needs = { contactId: string; mail: MailFixtures };

/** Starts Dovecot, and puts a visitor's message on the contact for the reply to answer. */
export async function prepareMailForms(db: Db, contactId: string): Promise<MailFixtures> {
  const threadKey = "<visitor-question@example.in>";
  await db.insert(contactEmails).values({
    contactId,
    messageId: threadKey,
    threadKey,
    direction: "in",
    fromParty: { name: "Visitor", address: "visitor@example.in" },
    toParties: [{ name: "", address: "sales@test.example" }],
    subject: "A question about the app",
    sentAt: bookingNow,
    bodyText: "Could you send a quote?",
    createdAt: bookingNow,
  });
  return { dovecot: await startDovecotServer(), threadKey };
}

const mailboxesPage = {
  route: "/admin/contacts/mailboxes",
  role: "sales",
  path: () => "/admin/contacts/mailboxes",
} as const;

/** The sales mailbox's connection, on this test's Dovecot, with the password given. */
const salesMailbox = ({ dovecot }: MailFixtures, password: string) => ({
  whose: "sales",
  address: "sales@test.example",
  host: "127.0.0.1",
  port: String(dovecot.port),
  security: "none",
  username: dovecot.username,
  password,
});

export const mailFormRows: FormRow<Needs>[] = [
  {
    ...mailboxesPage,
    name: "the sales mailbox connected",
    intent: "connect",
    invalid: {
      fields: ({ mail }) => salesMailbox(mail, "not-the-app-password"),
      message: "The mail server refused the user name or app password. Please check them, or make a new app password.",
    },
    valid: {
      fields: ({ mail }) => salesMailbox(mail, mail.dovecot.password),
      async saved({ database }, { mail }) {
        const account = async () =>
          (await database.db.select().from(mailboxAccounts).where(isNull(mailboxAccounts.staffId)))[0];
        expect(await account()).toMatchObject({ address: "sales@test.example", port: mail.dovecot.port });
        expect((await account())!.passwordSealed).not.toContain(mail.dovecot.password);
        // Connecting wakes the reading task: once read (the server's clock stands still, so never
        // again), the rows after this one find nothing changing.
        await expect.poll(async () => (await account())!.lastReadAt, { timeout: 15_000 }).not.toBeNull();
      },
    },
  },
  {
    ...mailboxesPage,
    name: "the sales mailbox disconnected",
    intent: "disconnect",
    invalid: {
      fields: () => ({ whose: "the neighbours" }),
      message: "This form is not one this page knows. Please reload the page.",
    },
    valid: {
      fields: () => ({ whose: "sales" }),
      async saved({ database }) {
        expect(await database.db.select().from(mailboxAccounts).where(isNull(mailboxAccounts.staffId))).toEqual([]);
        // The e-mails already on contacts stay.
        expect(await database.db.select().from(contactEmails)).not.toEqual([]);
      },
    },
  },
  {
    route: "/admin/contacts/:id",
    role: "sales",
    path: ({ contactId }) => `/admin/contacts/${contactId}`,
    name: "a reply under a contact's e-mail thread",
    intent: "email-reply",
    invalid: { fields: ({ mail }) => ({ threadKey: mail.threadKey, body: "  " }), message: "Please write your reply." },
    valid: {
      fields: ({ mail }) => ({ threadKey: mail.threadKey, body: "Here is the quote." }),
      async saved({ database }, { contactId, mail }) {
        const [reply] = await database.db
          .select()
          .from(contactEmails)
          .where(and(eq(contactEmails.contactId, contactId), eq(contactEmails.inReplyTo, mail.threadKey)));
        expect(reply).toMatchObject({ direction: "out", threadKey: mail.threadKey, bodyText: "Here is the quote." });
        const [email] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.id, reply!.outboxEmailId!));
        expect(email!.headers).toEqual({ "In-Reply-To": mail.threadKey, References: mail.threadKey });
      },
    },
  },
];
