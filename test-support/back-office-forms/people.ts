import { and, eq } from "drizzle-orm";
import { Secret, TOTP } from "otpauth";
import { expect } from "vitest";

import type { StaffRole } from "../../domain/staff/staff";
import type { Db } from "../../server/db/db";
import {
  applications,
  auditLog,
  consultants,
  outboxEmails,
  settings,
  staffAccounts,
  staffKnownDevices,
  staffPasskeys,
  staffPasswordTokens,
  staffRecoveryCodes,
  staffSessions,
} from "../../server/db/schema";
import { failedEmail } from "../back-office-records";
import { inviteStaff } from "../../server/staff/accounts";
import { commandLine } from "../../server/kernel/audit/audit";
import { rolesRequiringSecondFactor, setRolesRequiringSecondFactor } from "../../server/staff/second-factor-policy";
import type { FormArea } from "../back-office-forms";
import { staffPassword } from "../back-office-server";
import { bookingNow } from "../sample-submissions";
import { nobody } from "./form-rows";

/** The accounts, links and records the staff's own forms and the admins' change. */
type Fixtures = {
  accounts: Record<StaffRole, string>;
  /** An invited account nobody signed in as: the staff page's forms act on it. */
  targetId: string;
  /** The link an invitation made, to set a password with. */
  passwordToken: string;
  failedEmailId: string;
  /** The admin's known browsers and passkey, and a session of theirs on another browser. */
  knownDeviceIds: [string, string];
  passkeyId: string;
  otherSessionId: string;
  /** The recruiter's authenticator, which their role must use, and a session that still owes its code. */
  recruiterSecret: string;
  pendingCookie: string;
  /** The secret the editor's account page shows for setting up an authenticator app. */
  editorEnrolmentSecret: string;
  applicantEmail: string;
  recoveryCodes?: string[];
};

/** The code an authenticator app shows for a secret at the server's clock. */
const codeOf = (secret: string) =>
  new TOTP({ secret: Secret.fromBase32(secret), algorithm: "SHA1", digits: 6, period: 30 }).generate({
    timestamp: bookingNow.getTime(),
  });

const accountOf = async (db: Db, id: string) =>
  (await db.select().from(staffAccounts).where(eq(staffAccounts.id, id)))[0]!;

const sessionsOf = (db: Db, accountId: string) =>
  db.select().from(staffSessions).where(eq(staffSessions.accountId, accountId));

const recoveryCodesOf = async (db: Db, accountId: string) =>
  (await db.select().from(staffRecoveryCodes).where(eq(staffRecoveryCodes.accountId, accountId))).map(
    (code) => code.codeHash,
  );

export const peopleForms: FormArea<Fixtures> = {
  area: "people: signing in, one's account, the staff, the outbox and candidates' data",
  async prepare(server, sessions) {
    const { db } = server.database;
    const accounts = Object.fromEntries(
      (await db.select().from(staffAccounts)).map((account) => [account.role, account.id]),
    ) as Record<StaffRole, string>;
    const now = bookingNow;
    const target = await inviteStaff(
      db,
      commandLine,
      { email: "target@test.example", name: "Target", role: "sales" },
      now,
    );
    const newcomer = await inviteStaff(
      db,
      commandLine,
      { email: "newcomer@test.example", name: "", role: "editor" },
      now,
    );

    // The admin: signed in here and on another browser, two browsers known, one passkey.
    await sessions("admin");
    const before = (await sessionsOf(db, accounts.admin)).map((session) => session.id);
    await server.signIn("admin");
    const other = (await sessionsOf(db, accounts.admin)).find((session) => !before.includes(session.id))!;
    const devices = await db
      .insert(staffKnownDevices)
      .values(
        ["laptop", "phone"].map((name) => ({
          accountId: accounts.admin,
          nonceHash: `hash-of-${name}`,
          userAgent: `Chrome on the ${name}`,
          knownSince: now,
          lastSignInAt: now,
        })),
      )
      .returning({ id: staffKnownDevices.id });
    await db.insert(staffPasskeys).values({
      id: "passkey-of-the-admin",
      accountId: accounts.admin,
      publicKey: "not-a-real-key",
      name: "Work laptop",
      createdAt: now,
    });

    // The recruiter signs in before their role must use the app they have; signing in after that
    // owes a code.
    await sessions("recruiter");
    const recruiterSecret = new Secret({ size: 20 }).base32;
    await db.update(staffAccounts).set({ totpSecret: recruiterSecret }).where(eq(staffAccounts.id, accounts.recruiter));
    await setRolesRequiringSecondFactor(db, commandLine, ["recruiter"], now);
    const pending = await server.request({
      method: "POST",
      url: "/admin/sign-in",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      payload: new URLSearchParams({
        email: "recruiter@test.example",
        password: staffPassword,
        next: "/admin",
      }).toString(),
    });
    expect(pending.headers.location).toMatch(/^\/admin\/sign-in\/code/);

    // The editor opens the page that sets up an authenticator app, which keeps its secret on the session.
    const setup = await server.request({
      method: "GET",
      url: "/admin/account/authenticator",
      headers: { cookie: await sessions("editor") },
    });
    expect(setup.statusCode).toBe(200);
    const [enrolment] = await db
      .select()
      .from(staffSessions)
      .where(and(eq(staffSessions.accountId, accounts.editor)));
    const [application] = await db.select().from(applications).where(eq(applications.id, server.records.applicationId));
    return {
      accounts,
      targetId: target.account.id,
      passwordToken: newcomer.token,
      failedEmailId: await failedEmail(db, now),
      knownDeviceIds: [devices[0]!.id, devices[1]!.id],
      passkeyId: "passkey-of-the-admin",
      otherSessionId: other.id,
      recruiterSecret,
      pendingCookie: String(pending.headers["set-cookie"]).split(";")[0]!,
      editorEnrolmentSecret: enrolment!.totpEnrolmentSecret!,
      applicantEmail: application!.email,
    };
  },
  rows: [
    {
      name: "signing in",
      route: "/admin/sign-in",
      role: "sales",
      cookie: () => "",
      path: () => "/admin/sign-in",
      invalid: {
        fields: () => ({ email: "", password: "", next: "/admin" }),
        message: "Please enter your e-mail address.",
      },
      valid: {
        fields: () => ({ email: "sales@test.example", password: staffPassword, next: "/admin" }),
        async saved({ database }, f) {
          expect(await sessionsOf(database.db, f.accounts.sales)).toHaveLength(1);
        },
      },
    },
    {
      name: "a password set from an invitation's link",
      route: "/admin/set-password/:token",
      role: "editor",
      cookie: () => "",
      path: (f) => `/admin/set-password/${f.passwordToken}`,
      invalid: {
        fields: () => ({ password: "monsoon-tamarind-kite-2031", confirmation: "monsoon-tamarind-kite-2032" }),
        message: "The two passwords are not the same.",
      },
      valid: {
        fields: () => ({ password: "monsoon-tamarind-kite-2031", confirmation: "monsoon-tamarind-kite-2031" }),
        async saved({ database }) {
          const [newcomer] = await database.db
            .select()
            .from(staffAccounts)
            .where(eq(staffAccounts.email, "newcomer@test.example"));
          expect(newcomer!.passwordHash).not.toBeNull();
        },
      },
    },
    {
      name: "the code an authenticator app shows, after the password",
      route: "/admin/sign-in/code",
      role: "recruiter",
      cookie: (f) => f.pendingCookie,
      path: () => "/admin/sign-in/code",
      invalid: {
        fields: () => ({ code: "12", next: "/admin" }),
        message: "Please enter the 6 digits from your app, or a recovery code.",
      },
      valid: {
        fields: (f) => ({ code: codeOf(f.recruiterSecret), next: "/admin" }),
        async saved({ database }, f) {
          const owing = await database.db
            .select()
            .from(staffSessions)
            .where(and(eq(staffSessions.accountId, f.accounts.recruiter)));
          expect(owing.map((session) => session.pendingStep)).toEqual([null, null]);
        },
      },
    },
    {
      name: "an authenticator app set up with its first code",
      route: "/admin/account/authenticator",
      role: "editor",
      path: () => "/admin/account/authenticator",
      invalid: {
        fields: () => ({ code: "12" }),
        message: "Please enter the 6 digits from your app, or a recovery code.",
      },
      valid: {
        fields: (f) => ({ code: codeOf(f.editorEnrolmentSecret) }),
        shows: "I have saved my recovery codes",
        async saved({ database }, f) {
          expect((await accountOf(database.db, f.accounts.editor)).totpSecret).toBe(f.editorEnrolmentSecret);
          f.recoveryCodes = await recoveryCodesOf(database.db, f.accounts.editor);
          expect(f.recoveryCodes).toHaveLength(10);
        },
      },
    },
    {
      name: "new recovery codes",
      route: "/admin/account",
      role: "editor",
      path: () => "/admin/account",
      intent: "new-recovery-codes",
      invalid: { fields: () => ({}), role: "sales", message: "Please set up an authenticator app first." },
      valid: {
        fields: () => ({}),
        async saved({ database }, f) {
          const codes = await recoveryCodesOf(database.db, f.accounts.editor);
          expect(codes).toHaveLength(10);
          expect(codes.filter((code) => f.recoveryCodes!.includes(code))).toEqual([]);
        },
      },
    },
    {
      name: "the authenticator app removed",
      route: "/admin/account",
      role: "editor",
      path: () => "/admin/account",
      intent: "remove-authenticator",
      invalid: {
        fields: () => ({}),
        role: "recruiter",
        message: "Your role must use a second factor, so the authenticator app cannot be removed.",
      },
      valid: {
        fields: () => ({}),
        shows: "The authenticator app is removed.",
        async saved({ database }, f) {
          expect((await accountOf(database.db, f.accounts.editor)).totpSecret).toBeNull();
        },
      },
    },
    {
      name: "one's daily e-mail",
      route: "/admin/account",
      role: "sales",
      path: () => "/admin/account",
      intent: "daily-email",
      invalid: { fields: () => ({ on: "maybe" }), message: "This request was not understood." },
      valid: {
        fields: () => ({ on: "false" }),
        shows: "The daily e-mail is off.",
        async saved({ database }, f) {
          expect((await accountOf(database.db, f.accounts.sales)).dailyDigest).toBe(false);
        },
      },
    },
    {
      name: "taking demo calls oneself",
      route: "/admin/account",
      role: "sales",
      path: () => "/admin/account",
      intent: "take-calls",
      invalid: { fields: () => ({}), role: "editor", message: "Only sales and admins decide who takes demo calls." },
      valid: {
        fields: () => ({}),
        async saved({ database }, f) {
          const [own] = await database.db
            .select()
            .from(consultants)
            .where(eq(consultants.staffAccountId, f.accounts.sales));
          expect(own).toMatchObject({ active: true });
        },
      },
    },
    {
      name: "another browser's session ended",
      route: "/admin/account",
      role: "admin",
      path: () => "/admin/account",
      intent: "end-device",
      invalid: { fields: () => ({ sessionId: nobody }), message: "This session has already ended." },
      valid: {
        fields: (f) => ({ sessionId: f.otherSessionId }),
        shows: "That session has ended.",
        async saved({ database }, f) {
          const ids = (await sessionsOf(database.db, f.accounts.admin)).map((session) => session.id);
          expect(ids).not.toContain(f.otherSessionId);
          expect(ids).toHaveLength(1);
        },
      },
    },
    {
      name: "a known browser forgotten",
      route: "/admin/account",
      role: "admin",
      path: () => "/admin/account",
      intent: "forget-device",
      invalid: { fields: () => ({ deviceId: nobody }), message: "That browser is not one this account knows." },
      valid: {
        fields: (f) => ({ deviceId: f.knownDeviceIds[0] }),
        shows: "The browser is forgotten.",
        async saved({ database }, f) {
          const left = await database.db
            .select()
            .from(staffKnownDevices)
            .where(eq(staffKnownDevices.accountId, f.accounts.admin));
          const ids = left.map((device) => device.id);
          expect(ids).not.toContain(f.knownDeviceIds[0]);
          expect(ids).toContain(f.knownDeviceIds[1]);
        },
      },
    },
    {
      name: "every known browser forgotten",
      route: "/admin/account",
      role: "admin",
      path: () => "/admin/account",
      intent: "forget-devices",
      // Every sign-in through the page makes its browser known: nobody here has none to forget.
      invalid: {
        none: "one button with nothing to fill in; with no browser known it says so (known-devices.db.test.ts)",
      },
      valid: {
        fields: () => ({}),
        async saved({ database }, f) {
          const left = await database.db
            .select()
            .from(staffKnownDevices)
            .where(eq(staffKnownDevices.accountId, f.accounts.admin));
          expect(left).toEqual([]);
        },
      },
    },
    {
      name: "a passkey renamed",
      route: "/admin/account/passkeys",
      role: "admin",
      path: () => "/admin/account/passkeys",
      intent: "rename",
      invalid: { fields: (f) => ({ passkeyId: f.passkeyId, name: " " }), message: "Please name the passkey." },
      valid: {
        fields: (f) => ({ passkeyId: f.passkeyId, name: "Office laptop" }),
        shows: "The passkey is renamed.",
        async saved({ database }, f) {
          const [passkey] = await database.db.select().from(staffPasskeys).where(eq(staffPasskeys.id, f.passkeyId));
          expect(passkey!.name).toBe("Office laptop");
        },
      },
    },
    {
      name: "a passkey removed",
      route: "/admin/account/passkeys",
      role: "admin",
      path: () => "/admin/account/passkeys",
      intent: "remove",
      invalid: { fields: () => ({ passkeyId: "not-a-passkey" }), message: "This passkey has already been removed." },
      valid: {
        fields: (f) => ({ passkeyId: f.passkeyId }),
        async saved({ database }, f) {
          expect(await database.db.select().from(staffPasskeys).where(eq(staffPasskeys.id, f.passkeyId))).toEqual([]);
        },
      },
    },
    {
      name: "a colleague invited",
      route: "/admin/staff",
      role: "admin",
      path: () => "/admin/staff",
      intent: "invite",
      invalid: {
        fields: () => ({ email: "not-an-address", name: "Kavya Nair", role: "editor" }),
        message: "Please enter a valid e-mail address.",
      },
      valid: {
        fields: () => ({ email: "kavya.nair@test.example", name: "Kavya Nair", role: "editor" }),
        shows: "Invited kavya.nair@test.example.",
        async saved({ database }) {
          const [invited] = await database.db
            .select()
            .from(staffAccounts)
            .where(eq(staffAccounts.email, "kavya.nair@test.example"));
          expect(invited).toMatchObject({ name: "Kavya Nair", role: "editor", passwordHash: null });
        },
      },
    },
    {
      name: "a colleague's role",
      route: "/admin/staff",
      role: "admin",
      path: () => "/admin/staff",
      intent: "role",
      invalid: { fields: (f) => ({ accountId: f.targetId, role: "overlord" }), message: "Please choose a role." },
      valid: {
        fields: (f) => ({ accountId: f.targetId, role: "recruiter" }),
        shows: "The role is saved.",
        async saved({ database }, f) {
          expect((await accountOf(database.db, f.targetId)).role).toBe("recruiter");
        },
      },
    },
    {
      name: "the roles that must use an authenticator app",
      route: "/admin/staff",
      role: "admin",
      path: () => "/admin/staff",
      intent: "second-factor-roles",
      invalid: { fields: () => ({ roles: ["recruiter", "overlord"] }), message: "Please choose roles from the list." },
      valid: {
        fields: () => ({ roles: ["recruiter", "editor"] }),
        async saved({ database }) {
          expect([...(await rolesRequiringSecondFactor(database.db))].sort()).toEqual(["editor", "recruiter"]);
        },
      },
    },
    {
      name: "a new password link for a colleague",
      route: "/admin/staff",
      role: "admin",
      path: () => "/admin/staff",
      intent: "link",
      invalid: { fields: () => ({ accountId: "someone" }), message: "This account does not exist." },
      valid: {
        fields: (f) => ({ accountId: f.targetId }),
        shows: "A new password link is ready.",
        async saved({ database }, f) {
          const links = await database.db
            .select()
            .from(staffPasswordTokens)
            .where(eq(staffPasswordTokens.accountId, f.targetId));
          expect(links).toHaveLength(1);
        },
      },
    },
    {
      name: "a colleague's second factors reset: asked first, naming them and what follows",
      route: "/admin/staff",
      role: "admin",
      path: () => "/admin/staff",
      intent: "reset-second-factor",
      invalid: { fields: () => ({ accountId: nobody }), message: "This account does not exist." },
      valid: {
        fields: (f) => ({ accountId: f.accounts.recruiter }),
        shows: "Reset Test recruiter's second factors?",
        async saved({ database }, f) {
          expect((await accountOf(database.db, f.accounts.recruiter)).totpSecret).toBe(f.recruiterSecret);
        },
      },
    },
    {
      name: "a colleague's second factors reset",
      route: "/admin/staff",
      role: "admin",
      path: () => "/admin/staff",
      intent: "reset-second-factor",
      invalid: { fields: () => ({ accountId: "someone", confirmed: "yes" }), message: "This account does not exist." },
      valid: {
        fields: (f) => ({ accountId: f.accounts.recruiter, confirmed: "yes" }),
        async saved({ database }, f) {
          expect((await accountOf(database.db, f.accounts.recruiter)).totpSecret).toBeNull();
        },
      },
    },
    {
      name: "a colleague's account disabled",
      route: "/admin/staff",
      role: "admin",
      path: () => "/admin/staff",
      intent: "disable",
      invalid: { fields: () => ({ accountId: "someone", confirmed: "yes" }), message: "This account does not exist." },
      valid: {
        fields: (f) => ({ accountId: f.targetId, confirmed: "yes" }),
        shows: "The account is disabled and signed out everywhere.",
        async saved({ database }, f) {
          expect((await accountOf(database.db, f.targetId)).disabledAt).not.toBeNull();
        },
      },
    },
    {
      name: "a colleague's account enabled again",
      route: "/admin/staff",
      role: "admin",
      path: () => "/admin/staff",
      intent: "enable",
      invalid: { fields: () => ({ accountId: "someone" }), message: "This account does not exist." },
      valid: {
        fields: (f) => ({ accountId: f.targetId }),
        shows: "The account is enabled again.",
        async saved({ database }, f) {
          expect((await accountOf(database.db, f.targetId)).disabledAt).toBeNull();
        },
      },
    },
    {
      name: "an e-mail that failed, sent again",
      route: "/admin/outbox",
      role: "admin",
      path: () => "/admin/outbox",
      invalid: { fields: () => ({ emailId: "an-email" }), message: "This e-mail does not exist." },
      valid: {
        fields: (f) => ({ emailId: f.failedEmailId }),
        shows: "The e-mail is back in line and will be sent in a moment.",
        async saved({ database }, f) {
          const [email] = await database.db.select().from(outboxEmails).where(eq(outboxEmails.id, f.failedEmailId));
          expect(email!.status).not.toBe("failed");
        },
      },
    },
    {
      name: "how long candidates' data is kept",
      route: "/admin/privacy",
      role: "admin",
      path: () => "/admin/privacy",
      intent: "retention",
      invalid: { fields: () => ({ months: "0" }), message: "Please keep data for at least 1 month." },
      valid: {
        fields: () => ({ months: "18" }),
        async saved({ database }) {
          const stored = (await database.db.select().from(settings)).map((setting) => setting.value);
          expect(stored).toContainEqual(18);
        },
      },
    },
    {
      name: "how long the analytics totals are kept",
      route: "/admin/privacy",
      role: "admin",
      path: () => "/admin/privacy",
      intent: "analytics-retention",
      invalid: {
        fields: () => ({ analyticsMonths: "12" }),
        message: "Please keep the analytics totals for at least 13 months.",
      },
      valid: {
        fields: () => ({ analyticsMonths: "36" }),
        async saved({ database }) {
          const [stored] = await database.db
            .select()
            .from(settings)
            .where(eq(settings.key, "analyticsRetentionMonths"));
          expect(stored?.value).toBe(36);
          const [entry] = await database.db
            .select()
            .from(auditLog)
            .where(eq(auditLog.action, "privacy.analytics-retention-period"));
          expect(entry?.details).toEqual({ from: 25, to: 36 });
        },
      },
    },
    {
      name: "whether a person's own view shows staff's notes",
      route: "/admin/privacy",
      role: "admin",
      path: () => "/admin/privacy",
      intent: "own-view-notes",
      invalid: { fields: () => ({ shown: "maybe" }), message: "Please reload the page and try again." },
      valid: {
        fields: () => ({ shown: "yes" }),
        async saved({ database }) {
          const [stored] = await database.db.select().from(settings).where(eq(settings.key, "yourDataShowsStaffNotes"));
          expect(stored?.value).toBe(true);
          const [entry] = await database.db
            .select()
            .from(auditLog)
            .where(eq(auditLog.action, "privacy.own-view-notes"));
          expect(entry?.details).toEqual({ from: false, to: true });
        },
      },
    },
    {
      name: "what erasing a person would remove, shown first",
      route: "/admin/privacy",
      role: "admin",
      path: () => "/admin/privacy",
      intent: "preview",
      invalid: { fields: () => ({ email: "someone" }), message: "Please enter a valid e-mail address." },
      valid: {
        fields: (f) => ({ email: f.applicantEmail }),
        shows: "Erase",
        async saved({ database }, f) {
          // A look, nothing more: the person's application is still there.
          const left = await database.db.select().from(applications).where(eq(applications.email, f.applicantEmail));
          expect(left).toHaveLength(1);
        },
      },
    },
    {
      name: "a person's data erased",
      route: "/admin/privacy",
      role: "admin",
      path: () => "/admin/privacy",
      intent: "erase",
      invalid: { fields: () => ({ email: "" }), message: "Please enter the e-mail address." },
      valid: {
        fields: (f) => ({ email: f.applicantEmail }),
        async saved({ database }, f) {
          expect(await database.db.select().from(applications).where(eq(applications.email, f.applicantEmail))).toEqual(
            [],
          );
        },
      },
    },
    {
      name: "the retention rules run now",
      route: "/admin/privacy",
      role: "admin",
      path: () => "/admin/privacy",
      intent: "run",
      invalid: { none: "one button with nothing to fill in, that any admin may press at any time" },
      valid: {
        fields: () => ({}),
        async saved({ database }) {
          // A run a person started is audited, whatever it found.
          const runs = await database.db.select().from(auditLog).where(eq(auditLog.action, "privacy.retention"));
          expect(runs).toHaveLength(1);
        },
      },
    },
    {
      name: "every session of one's account ended",
      route: "/admin/account",
      role: "admin",
      path: () => "/admin/account",
      intent: "sign-out-everywhere",
      invalid: { none: "one button with nothing to fill in, that ends the caller's own sessions" },
      valid: {
        fields: () => ({}),
        async saved({ database }, f) {
          expect(await sessionsOf(database.db, f.accounts.admin)).toEqual([]);
        },
      },
    },
  ],
};
