import type { InviteStaff, StaffMember, StaffRole } from "./staff";

/**
 * What the back office's loaders and actions may ask of the server (DESIGN.md, "Back
 * office"). The server implements it over its services (server/back-office.ts); the app
 * reaches it through the load context and never imports server code. Operations that can
 * be refused for a reason the person should read answer an Outcome instead of throwing.
 */
export type Outcome<T = void> = { ok: true; value: T } | { ok: false; message: string };

/** A newest-first list and the opaque cursor of the page after it. */
export type ListPage<T> = { rows: T[]; next?: string | undefined };

export type StaffAccountView = StaffMember & { hasPassword: boolean; disabledAt: Date | null; createdAt: Date };

export type AuditEntryView = {
  id: string;
  at: Date;
  actorEmail: string;
  action: string;
  subjectType: string;
  subjectId: string;
  summary: string;
};

export type StaffDesk = {
  signIn(attempt: {
    email: string;
    password: string;
    clientIp: string;
    userAgent: string;
  }): Promise<Outcome<{ token: string; member: StaffMember }>>;
  resolveSession(token: string): Promise<StaffMember | undefined>;
  signOut(token: string): Promise<void>;
  signOutEverywhere(member: StaffMember): Promise<void>;
  /** The account a one-time password link is for, while the link is valid. */
  findPasswordLink(token: string): Promise<{ email: string; name: string } | undefined>;
  setPassword(token: string, password: string): Promise<Outcome>;
  list(): Promise<StaffAccountView[]>;
  /** The value is the link that sets the new account's password. */
  invite(actor: StaffMember, invite: InviteStaff): Promise<Outcome<{ link: string }>>;
  resendLink(actor: StaffMember, accountId: string): Promise<Outcome<{ link: string }>>;
  changeRole(actor: StaffMember, accountId: string, role: StaffRole): Promise<Outcome>;
  setDisabled(actor: StaffMember, accountId: string, disabled: boolean): Promise<Outcome>;
};

/** The kinds of change the audit log can be narrowed to: the first part of an action's name. */
export const auditActionPrefixes = ["enquiry", "booking", "blocked-time", "staff", "outbox"] as const;
export type AuditActionPrefix = (typeof auditActionPrefixes)[number];

export type AuditDesk = {
  list(options: {
    after?: string | undefined;
    actionPrefix?: AuditActionPrefix | undefined;
  }): Promise<ListPage<AuditEntryView>>;
  /** One thing's history, newest first (an enquiry's status changes and notes, a booking's cancellation). */
  historyOf(subjectType: string, subjectId: string): Promise<AuditEntryView[]>;
};

/** An e-mail the outbox has not delivered yet; the body is never shown. */
export type OutboxEmailView = {
  id: string;
  kind: string;
  toName: string;
  toAddress: string;
  subject: string;
  status: "pending" | "failed";
  attempts: number;
  nextAttemptAt: Date;
  lastError: string | null;
  createdAt: Date;
};

export type OutboxDesk = {
  /** E-mails that failed or wait to be sent, newest first. */
  list(options: { after?: string | undefined }): Promise<ListPage<OutboxEmailView>>;
  /** Sends a failed or waiting e-mail again at once; a sent one is refused. */
  retry(actor: StaffMember, emailId: string): Promise<Outcome>;
};

export type BackOffice = {
  staff: StaffDesk;
  audit: AuditDesk;
  outbox: OutboxDesk;
};
