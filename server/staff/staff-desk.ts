import type { AuditDesk, SecondFactorDesk, StaffDesk } from "../../contracts/staff";
import { indiaDayRange } from "../../domain/booking";
import type { Bindings } from "../kernel/bindings";
import {
  changeRole,
  findPasswordLink,
  inviteStaff,
  listStaff,
  resendPasswordLink,
  setDisabled,
  setPasswordWithLink,
  StaffAccountError,
} from "./accounts";
import { listAudit, type Actor } from "./audit";
import { endDevice, listDevices, resolveSession, signIn, signOut, signOutEverywhere } from "./sessions";
import { awaitsFirstAccount, createFirstAdmin, firstRunIsOpen } from "./first-run";
import { describeBrowser } from "./devices";
import { forgetKnownDevices, issueDeviceCookie, listKnownDevices } from "./known-devices";
import type { PlaceOf } from "./places";
import {
  beginAuthenticatorSetup,
  confirmAuthenticatorSetup,
  newRecoveryCodes,
  removeAuthenticator,
  resetSecondFactor,
  secondFactorStatus,
  verifySecondFactor,
} from "./second-factor";
import { rolesRequiringSecondFactor, setRolesRequiringSecondFactor } from "./second-factor-policy";
import { decodeCursor } from "../kernel/keyset";
import { invitationEmail } from "./staff-emails";
import { outcomeOf } from "../kernel/outcome";

/** The page where a one-time token sets a password. */
export const passwordLinkUrl = (publicSiteUrl: string, token: string) =>
  new URL(`/admin/set-password/${token}`, publicSiteUrl).toString();

export function staffDesk({
  db,
  clock,
  publicSiteUrl,
  salesEmail,
  onEmailsQueued,
  placeOf,
  handOverCalls,
  passwords,
}: Pick<Bindings, "db" | "clock" | "publicSiteUrl" | "salesEmail" | "onEmailsQueued" | "passwords"> & {
  /** The approximate place of a session's address (GEOIP_DATABASE). */
  placeOf: PlaceOf;
  /** Gives the upcoming calls of a disabled account's consultant to colleagues (server/bookings/call-handover.ts). */
  handOverCalls: (actor: Actor, staffAccountId: string) => Promise<void>;
}): StaffDesk {
  const sender = { salesEmail, publicSiteUrl };
  return {
    async signIn(attempt) {
      const result = await signIn(db, { ...attempt, now: clock(), sender, passwords });
      if (!result.ok) return result;
      const { token, member, pendingStep, deviceCookie, emailIds } = result;
      onEmailsQueued(emailIds);
      return { ok: true, value: { token, member, pendingStep, deviceCookie } };
    },
    resolveSession: (token) => resolveSession(db, token, clock()),
    awaitsFirstAccount: () => awaitsFirstAccount(db),
    firstRunIsOpen: (token) => firstRunIsOpen(db, token, clock()),
    createFirstAdmin: (token, admin, { userAgent, clientIp }) =>
      outcomeOf(async () => {
        const now = clock();
        const { emailIds, ...opened } = await createFirstAdmin(db, token, admin, {
          userAgent,
          clientIp,
          now,
          sender,
          passwords,
        });
        onEmailsQueued(emailIds);
        return { ...opened, deviceCookie: await issueDeviceCookie(db, opened.member.id, { userAgent }, now) };
      }),
    signOut: (token) => signOut(db, token),
    signOutEverywhere: (member) => signOutEverywhere(db, member, clock()),
    findPasswordLink: (token) => findPasswordLink(db, token, clock()),
    setPassword: (token, password) =>
      outcomeOf(async () => void (await setPasswordWithLink(db, token, password, clock(), passwords))),
    devices: async ({ member, sessionId }) =>
      (await listDevices(db, member.id, clock())).map((device) => ({
        sessionId: device.sessionId,
        browser: describeBrowser(device.userAgent),
        clientIp: device.clientIp,
        place: device.clientIp ? placeOf(device.clientIp) : undefined,
        signedInAt: device.signedInAt,
        lastSeenAt: device.lastSeenAt,
        method: device.method,
        current: device.sessionId === sessionId,
      })),
    knownDevices: (member) => listKnownDevices(db, member.id),
    forgetKnownDevices: (member, id) => outcomeOf(() => forgetKnownDevices(db, member, id, clock())),
    endDevice: (member, sessionId) =>
      outcomeOf(async () => {
        if (!(await endDevice(db, member, sessionId, clock()))) {
          throw new StaffAccountError("This session has already ended.");
        }
      }),
    list: () => listStaff(db),
    resetSecondFactor: (actor, accountId) =>
      outcomeOf(async () => onEmailsQueued(await resetSecondFactor(db, actor, accountId, clock(), sender))),
    secondFactorRoles: () => rolesRequiringSecondFactor(db),
    setSecondFactorRoles: (actor, roles) => outcomeOf(() => setRolesRequiringSecondFactor(db, actor, roles, clock())),
    invite: (actor, invite) =>
      outcomeOf(async () => {
        const { token, emailIds } = await inviteStaff(db, actor, invite, clock(), {
          invitationEmail: (token) =>
            invitationEmail(invite, { link: passwordLinkUrl(publicSiteUrl, token), salesEmail }),
        });
        onEmailsQueued(emailIds);
        return { link: passwordLinkUrl(publicSiteUrl, token) };
      }),
    resendLink: (actor, accountId) =>
      outcomeOf(async () => ({
        link: passwordLinkUrl(publicSiteUrl, await resendPasswordLink(db, actor, accountId, clock())),
      })),
    changeRole: (actor, accountId, role) => outcomeOf(() => changeRole(db, actor, accountId, role, clock())),
    setDisabled: (actor, accountId, disabled) =>
      outcomeOf(async () => {
        await setDisabled(db, actor, accountId, disabled, clock());
        // After the account's own change (its leads went with it): the calls' e-mails and locks are the calendar's.
        if (disabled) await handOverCalls(actor, accountId);
      }),
  };
}

export function auditDesk({ db }: Pick<Bindings, "db">): AuditDesk {
  return {
    list: ({ after, actionPrefix, actorId, on }) =>
      listAudit(db, { after: decodeCursor(after), actionPrefix, actorId, during: on ? indiaDayRange(on) : undefined }),
    historyOf: async (type, id) => (await listAudit(db, { subject: { type, id }, limit: 200 })).rows,
  };
}

export function secondFactorDesk({
  db,
  clock,
  publicSiteUrl,
  salesEmail,
  onEmailsQueued,
}: Pick<Bindings, "db" | "clock" | "publicSiteUrl" | "salesEmail" | "onEmailsQueued">): SecondFactorDesk {
  const sender = { salesEmail, publicSiteUrl };
  return {
    status: (member) => secondFactorStatus(db, member),
    beginSetup: (token) => beginAuthenticatorSetup(db, token, clock()),
    confirmSetup: (token, code) =>
      outcomeOf(async () => {
        const { emailIds, ...confirmed } = await confirmAuthenticatorSetup(db, token, code, clock(), sender);
        onEmailsQueued(emailIds);
        return confirmed;
      }),
    verify: (token, code) =>
      outcomeOf(async () => {
        const { emailIds, ...verified } = await verifySecondFactor(db, token, code, clock(), sender);
        onEmailsQueued(emailIds);
        return verified;
      }),
    newRecoveryCodes: (member) =>
      outcomeOf(async () => {
        const { emailIds, recoveryCodes } = await newRecoveryCodes(db, member, clock(), sender);
        onEmailsQueued(emailIds);
        return { recoveryCodes };
      }),
    remove: (member) => outcomeOf(async () => onEmailsQueued(await removeAuthenticator(db, member, clock(), sender))),
  };
}
