import type { AccountDesk, AuditDesk, SecondFactorSteps, StaffDesk, StaffDoors } from "../../contracts/staff";
import type { StaffMember } from "../../domain/staff/staff";
import { indiaDayRange } from "../../domain/time/india-dates";
import type { Bindings } from "../kernel/runtime/bindings";
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
import { listAudit } from "../kernel/audit/audit";
import type { AccountHandOver, AccountLeaving } from "../kernel/back-office/back-office-parts";
import { endDevice, listDevices, signIn, signOut, signOutEverywhere } from "./sessions";
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
import { decodeCursor } from "../kernel/lists/keyset";
import { invitationEmail } from "./staff-emails";
import { outcomeOf } from "../kernel/requests/outcome";

/** The page where a one-time token sets a password. */
export const passwordLinkUrl = (publicSiteUrl: string, token: string) =>
  new URL(`/admin/set-password/${token}`, publicSiteUrl).toString();

type SenderBindings = Pick<Bindings, "db" | "clock" | "publicSiteUrl" | "salesEmail" | "onEmailsQueued">;

/** The ways in: signing in, the first run and password links. */
export function staffDoors({
  db,
  clock,
  publicSiteUrl,
  salesEmail,
  onEmailsQueued,
  passwords,
}: SenderBindings & Pick<Bindings, "passwords">): StaffDoors {
  const sender = { salesEmail, publicSiteUrl };
  return {
    async signIn(attempt) {
      const result = await signIn(db, { ...attempt, now: clock(), sender, passwords });
      if (!result.ok) return result;
      const { token, member, pendingStep, deviceCookie, emailIds } = result;
      onEmailsQueued(emailIds);
      return { ok: true, value: { token, member, pendingStep, deviceCookie } };
    },
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
    findPasswordLink: (token) => findPasswordLink(db, token, clock()),
    setPassword: (token, password) =>
      outcomeOf(async () => void (await setPasswordWithLink(db, token, password, clock(), passwords))),
  };
}

/** The member's own account, on the session `session`. */
export function accountDesk(
  { db, clock, publicSiteUrl, salesEmail, onEmailsQueued, placeOf }: SenderBindings & { placeOf: PlaceOf },
  { member, sessionId }: { member: StaffMember; sessionId: string },
): Omit<AccountDesk, "dailyEmail" | "setDailyEmail"> {
  const sender = { salesEmail, publicSiteUrl };
  return {
    signOutEverywhere: () => signOutEverywhere(db, member, clock()),
    devices: async () =>
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
    knownDevices: () => listKnownDevices(db, member.id),
    forgetKnownDevices: (id) => outcomeOf(() => forgetKnownDevices(db, member, id, clock())),
    endDevice: (sessionId) =>
      outcomeOf(async () => {
        if (!(await endDevice(db, member, sessionId, clock()))) {
          throw new StaffAccountError("This session has already ended.");
        }
      }),
    secondFactor: {
      status: () => secondFactorStatus(db, member),
      newRecoveryCodes: () =>
        outcomeOf(async () => {
          const { emailIds, recoveryCodes } = await newRecoveryCodes(db, member, clock(), sender);
          onEmailsQueued(emailIds);
          return { recoveryCodes };
        }),
      remove: () => outcomeOf(async () => onEmailsQueued(await removeAuthenticator(db, member, clock(), sender))),
    },
  };
}

/** The team's accounts, for admins. */
export function staffDesk(
  {
    db,
    clock,
    publicSiteUrl,
    salesEmail,
    onEmailsQueued,
    accountHandOvers,
  }: SenderBindings & {
    /** What the areas hand over to colleagues when an account leaves work (its leads, its calls). */
    accountHandOvers: readonly AccountHandOver[];
  },
  actor: StaffMember,
): StaffDesk {
  const sender = { salesEmail, publicSiteUrl };
  // Once the account's own change has committed (what it handed over in it went with it); nothing
  // when the change changed nothing.
  const afterCommit = async (leaving: AccountLeaving | undefined) => {
    if (!leaving) return;
    for (const handOver of accountHandOvers) await handOver.afterCommit?.(actor, leaving);
  };
  return {
    list: () => listStaff(db),
    resetSecondFactor: (accountId) =>
      outcomeOf(async () => onEmailsQueued(await resetSecondFactor(db, actor, accountId, clock(), sender))),
    secondFactorRoles: () => rolesRequiringSecondFactor(db),
    setSecondFactorRoles: (roles) => outcomeOf(() => setRolesRequiringSecondFactor(db, actor, roles, clock())),
    invite: (invite) =>
      outcomeOf(async () => {
        const { token, emailIds } = await inviteStaff(db, actor, invite, clock(), {
          invitationEmail: (token) =>
            invitationEmail(invite, { link: passwordLinkUrl(publicSiteUrl, token), salesEmail }),
        });
        onEmailsQueued(emailIds);
        return { link: passwordLinkUrl(publicSiteUrl, token) };
      }),
    resendLink: (accountId) =>
      outcomeOf(async () => ({
        link: passwordLinkUrl(publicSiteUrl, await resendPasswordLink(db, actor, accountId, clock())),
      })),
    changeRole: (accountId, role) =>
      outcomeOf(async () => afterCommit(await changeRole(db, actor, accountId, role, clock(), accountHandOvers))),
    setDisabled: (accountId, disabled) =>
      outcomeOf(async () => afterCommit(await setDisabled(db, actor, accountId, disabled, clock(), accountHandOvers))),
  };
}

export function auditDesk({ db }: Pick<Bindings, "db">): AuditDesk {
  return {
    people: async () => (await listStaff(db)).map(({ id, name, email }) => ({ id, name: name || email })),
    list: ({ after, actionPrefix, actorId, on }) =>
      listAudit(db, { after: decodeCursor(after), actionPrefix, actorId, during: on ? indiaDayRange(on) : undefined }),
  };
}

export function secondFactorSteps({
  db,
  clock,
  publicSiteUrl,
  salesEmail,
  onEmailsQueued,
}: SenderBindings): SecondFactorSteps {
  const sender = { salesEmail, publicSiteUrl };
  return {
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
  };
}
