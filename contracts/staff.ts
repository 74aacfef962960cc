import type { InviteStaff, StaffMember, StaffRole } from "../domain/staff";
import type { ListPage, Outcome } from "./outcome";

// What the back office asks of the staff area: accounts, sessions and the audit log.

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
  /** `deviceCookie`: the one the browser sent, if any; a success answers a new one for it to keep. */
  signIn(attempt: {
    email: string;
    password: string;
    clientIp: string;
    userAgent: string;
    deviceCookie: string | undefined;
  }): Promise<Outcome<{ token: string; member: StaffMember; deviceCookie: string }>>;
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
export const auditActionPrefixes = [
  "enquiry",
  "booking",
  "blocked-time",
  "job",
  "application",
  "privacy",
  "staff",
  "outbox",
] as const;

export type AuditActionPrefix = (typeof auditActionPrefixes)[number];

export type AuditDesk = {
  list(options: {
    after?: string | undefined;
    actionPrefix?: AuditActionPrefix | undefined;
  }): Promise<ListPage<AuditEntryView>>;
  /** One thing's history, newest first (an enquiry's status changes and notes, a booking's cancellation). */
  historyOf(subjectType: string, subjectId: string): Promise<AuditEntryView[]>;
};
