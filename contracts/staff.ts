import type { IsoDate } from "../domain/time/india-dates";
import type { FirstAdmin, InviteStaff, SessionStep, StaffMember, StaffRole } from "../domain/staff/staff";
import type { ListPage, Outcome } from "./outcome";

// What the back office asks of the staff area: accounts, sessions and the audit log.

export type StaffAccountView = StaffMember & {
  hasPassword: boolean;
  hasSecondFactor: boolean;
  disabledAt: Date | null;
  createdAt: Date;
};

export type AuditEntryView = {
  id: string;
  at: Date;
  actorEmail: string;
  /** The name the actor goes by today, or the address written when they have none. */
  actorName: string;
  action: string;
  subjectType: string;
  subjectId: string;
  summary: string;
};

/** A live session: whose it is, and what it must still do before it opens the back office. */
export type StaffSession = { member: StaffMember; sessionId: string; pendingStep: SessionStep | null };

/** Where a sign-in request comes from. `deviceCookie`: the one the browser sent, if any. */
export type SignInClient = { clientIp: string; userAgent: string; deviceCookie: string | undefined };

/**
 * A session just opened, by any way in: the token for the session cookie, and a new device
 * cookie for the browser to keep. With a `pendingStep`, the session opens only the page of that step.
 */
export type OpenedSession = {
  token: string;
  member: StaffMember;
  pendingStep: SessionStep | null;
  deviceCookie: string;
};

/** A signed-in browser, as its owner sees it on the account page. */
export type KnownDeviceView = { id: string; browser: string; knownSince: Date; lastSignInAt: Date };

export type DeviceView = {
  sessionId: string;
  browser: string;
  clientIp: string | null;
  /** "Gurugram, India", when the server has a city database that knows the address. */
  place: string | undefined;
  signedInAt: Date;
  lastSeenAt: Date;
  method: string;
  current: boolean;
};

export type SecondFactorView = {
  hasAuthenticator: boolean;
  recoveryCodesLeft: number;
  /** The account's role must use a second factor. */
  required: boolean;
};

/** An authenticator being set up: shown once, on the page of the session that asked; `replacing` the account's current one. */
export type AuthenticatorSetup = { secret: string; uri: string; replacing: boolean };

/** The ways into the back office, before anyone is known. */
export type StaffDoors = {
  signIn(attempt: { email: string; password: string } & SignInClient): Promise<Outcome<OpenedSession>>;
  /** True while the install has no staff account (the sign-in page then says where the first-run link is). */
  awaitsFirstAccount(): Promise<boolean>;
  firstRunIsOpen(token: string): Promise<boolean>;
  /** Makes the first admin with the link the server printed, and signs them in. */
  createFirstAdmin(token: string, admin: FirstAdmin, client: SignInClient): Promise<Outcome<OpenedSession>>;
  signOut(token: string): Promise<void>;
  /** The account a one-time password link is for, while the link is valid. */
  findPasswordLink(token: string): Promise<{ email: string; name: string } | undefined>;
  setPassword(token: string, password: string): Promise<Outcome>;
};

/** Each member's own account: their browsers, their second factor, their daily e-mail. */
export type AccountDesk = {
  signOutEverywhere(): Promise<void>;
  /** The account's signed-in browsers, this one marked `current`. */
  devices(): Promise<DeviceView[]>;
  /** The browsers the account knows by their device cookies, last signed in first (server/staff/known-devices.ts). */
  knownDevices(): Promise<KnownDeviceView[]>;
  /** Forgets one known browser, or all of them: each is a stranger again at its next sign-in. */
  forgetKnownDevices(id: string | "all"): Promise<Outcome<number>>;
  /** Ends one of the account's sessions (another browser, or this one). */
  endDevice(sessionId: string): Promise<Outcome>;
  secondFactor: {
    status(): Promise<SecondFactorView>;
    /** Ten new recovery codes; the old ones stop working. */
    newRecoveryCodes(): Promise<Outcome<{ recoveryCodes: string[] }>>;
    /** Removes the authenticator, unless the account's role must have one. */
    remove(): Promise<Outcome>;
  };
  /** Whether the member gets the 09:00 e-mail of their day. */
  dailyEmail(): Promise<boolean>;
  setDailyEmail(on: boolean): Promise<Outcome>;
};

/** The team's accounts, for admins. */
export type StaffDesk = {
  list(): Promise<StaffAccountView[]>;
  /** An admin clears a colleague's authenticator and recovery codes (they set it up again at their next sign-in). */
  resetSecondFactor(accountId: string): Promise<Outcome>;
  secondFactorRoles(): Promise<readonly StaffRole[]>;
  setSecondFactorRoles(roles: readonly StaffRole[]): Promise<Outcome>;
  /** The value is the link that sets the new account's password. */
  invite(invite: InviteStaff): Promise<Outcome<{ link: string }>>;
  resendLink(accountId: string): Promise<Outcome<{ link: string }>>;
  changeRole(accountId: string, role: StaffRole): Promise<Outcome>;
  setDisabled(accountId: string, disabled: boolean): Promise<Outcome>;
};

/** The kinds of change the audit log can be narrowed to: the first part of an action's name. */
export const auditActionPrefixes = [
  "enquiry",
  "booking",
  "blocked-time",
  "job",
  "application",
  "blog",
  "privacy",
  "staff",
  "outbox",
] as const;

export type AuditActionPrefix = (typeof auditActionPrefixes)[number];

export type AuditDesk = {
  /** Everyone who can appear in the log, to narrow it to one person's changes. */
  people(): Promise<{ id: string; name: string }[]>;
  list(options: {
    after?: string | undefined;
    actionPrefix?: AuditActionPrefix | undefined;
    /** One staff member's changes. */
    actorId?: string | undefined;
    /** Changes made on this date in India. */
    on?: IsoDate | undefined;
  }): Promise<ListPage<AuditEntryView>>;
};

/** One record's history, newest first (an enquiry's status changes and notes, a booking's cancellation). */
export type History = { history(id: string): Promise<AuditEntryView[]> };

/** A session's steps into the back office by a second factor, asked by the session's own token. */
export type SecondFactorSteps = {
  /** A new secret for this session to show; it replaces nothing until a code confirms it. */
  beginSetup(token: string): Promise<AuthenticatorSetup | undefined>;
  /** Confirms the secret with a code; answers the ten recovery codes (shown once) and the session's new token. */
  confirmSetup(token: string, code: string): Promise<Outcome<{ recoveryCodes: string[]; token: string }>>;
  /** The code asked after the password: answers the session's new, signed-in token. */
  verify(token: string, code: string): Promise<Outcome<{ token: string }>>;
};
