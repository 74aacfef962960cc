import type { AuditDesk, StaffDesk } from "../../contracts/staff";
import type { Bindings } from "../kernel/bindings";
import {
  changeRole,
  findPasswordLink,
  inviteStaff,
  listStaff,
  resendPasswordLink,
  setDisabled,
  setPasswordWithLink,
} from "./accounts";
import { listAudit } from "./audit";
import { resolveSession, signIn, signOut, signOutEverywhere } from "./sessions";
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
}: Pick<Bindings, "db" | "clock" | "publicSiteUrl" | "salesEmail" | "onEmailsQueued">): StaffDesk {
  return {
    async signIn(attempt) {
      const result = await signIn(db, { ...attempt, now: clock() });
      if (!result.ok) return result;
      const { token, member, deviceCookie } = result;
      return { ok: true, value: { token, member, deviceCookie } };
    },
    resolveSession: (token) => resolveSession(db, token, clock()),
    signOut: (token) => signOut(db, token),
    signOutEverywhere: (member) => signOutEverywhere(db, member, clock()),
    findPasswordLink: (token) => findPasswordLink(db, token, clock()),
    setPassword: (token, password) =>
      outcomeOf(async () => void (await setPasswordWithLink(db, token, password, clock()))),
    list: () => listStaff(db),
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
    setDisabled: (actor, accountId, disabled) => outcomeOf(() => setDisabled(db, actor, accountId, disabled, clock())),
  };
}

export function auditDesk({ db }: Pick<Bindings, "db">): AuditDesk {
  return {
    list: ({ after, actionPrefix }) => listAudit(db, { after: decodeCursor(after), actionPrefix }),
    historyOf: async (type, id) => (await listAudit(db, { subject: { type, id }, limit: 200 })).rows,
  };
}
