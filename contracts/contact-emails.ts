import type { ContactEmailReply, MailboxConnectForm, MailboxSecurity } from "../domain/contacts/mailbox-forms";
import type { Outcome } from "./outcome";

/** A mailbox the desk reads, as its page shows it: never the password. */
export type MailboxView = {
  address: string;
  host: string;
  port: number;
  security: MailboxSecurity;
  username: string;
  lastReadAt: Date | null;
  /** The last read's failure in plain words, until a read succeeds. */
  lastError: string | null;
  nextReadAt: Date;
  /** Messages passed over since it was connected: over the size read, or not readable (too many parts, too slow). */
  skippedTooLarge: number;
  skippedUnreadable: number;
};

/** The sales mailbox and the member's own, each undefined while not connected. */
export type MailboxesView = { sales: MailboxView | undefined; own: MailboxView | undefined };

/** The mailboxes page (/admin/contacts/mailboxes): the sales desk connects the sales mailbox and their own. */
export type MailboxDesk = {
  mailboxes(): Promise<MailboxesView>;
  /** Signs in to the server (bounded in time) and keeps the account; refused in plain words. */
  connect(form: MailboxConnectForm): Promise<Outcome>;
  disconnect(whose: "sales" | "own"): Promise<Outcome>;
};

export type EmailPartyView = { name: string; address: string };

export type ContactEmailAttachmentView = {
  index: number;
  fileName: string;
  mediaType: string;
  bytes: number;
  /** False: listed only. */
  kept: boolean;
  /** Why it was listed only: larger than the size kept, or after the first few kept of its message. */
  notKeptBecause: "too-large" | "too-many" | null;
};

export type ContactEmailView = {
  id: string;
  direction: "in" | "out";
  from: EmailPartyView;
  to: EmailPartyView[];
  cc: EmailPartyView[];
  subject: string;
  sentAt: Date;
  bodyText: string;
  attachments: ContactEmailAttachmentView[];
  /** Who wrote it on the desk, for a reply sent from here. */
  authorName: string | null;
};

/** A conversation: its messages oldest first. */
export type ContactEmailThread = { threadKey: string; subject: string; emails: ContactEmailView[] };

/** A stored attachment, to download. */
export type EmailAttachmentDownload = {
  fileName: string;
  mediaType: string;
  bytes: number;
  content: ReadableStream<Uint8Array>;
};

/** The e-mails on a contact, for whoever may open the contact (contact-access.ts). */
export type ContactEmailDesk = {
  /** Newest thread first; empty for a contact the member may not open. */
  threads(contactId: string): Promise<ContactEmailThread[]>;
  /** Sends a reply under the thread from the sales address, through the outbox, and shows it at once. */
  reply(contactId: string, reply: ContactEmailReply): Promise<Outcome>;
  /** Undefined for an attachment not kept, gone, or on a contact the member may not open. */
  attachment(contactId: string, emailId: string, index: number): Promise<EmailAttachmentDownload | undefined>;
};
