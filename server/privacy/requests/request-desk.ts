import type { PrivacyRequestDesk } from "../../../contracts/privacy-requests";
import type { StaffMember } from "../../../domain/staff/staff";
import { changeSetting } from "../../kernel/audit/audit";
import { historyOf } from "../../kernel/audit/audit-history";
import { outcomeOf } from "../../kernel/requests/outcome";
import type { Bindings } from "../../kernel/runtime/bindings";
import { readSetting } from "../../kernel/runtime/settings";
import { closePrivacyRequest, takePrivacyRequest, verifyNominee } from "./request-handling";
import { exportPrivacyRequestsCsv, findPrivacyRequest, listPrivacyRequests, openPrivacyRequests } from "./request-list";
import { privacyRequestDaysSetting } from "./request-settings";

/** The register in the back office (decision 064), bound to the signed-in member. */
export function privacyRequestDesk(
  deps: Pick<Bindings, "db" | "clock" | "salesEmail" | "publicSiteUrl" | "onEmailsQueued">,
  member: StaffMember,
): PrivacyRequestDesk {
  const { db, clock, salesEmail, publicSiteUrl, onEmailsQueued } = deps;
  return {
    open: () => openPrivacyRequests(db),
    list: (filter, { after }) => listPrivacyRequests(db, filter, { after }),
    find: (id) => findPrivacyRequest(db, member.id, id),
    history: historyOf(deps, "privacy-request"),
    take: (id) => outcomeOf(() => takePrivacyRequest(db, member, id, clock())),
    verifyNominee: (id) => outcomeOf(() => verifyNominee(db, member, id, clock())),
    close: (id, closing) =>
      outcomeOf(async () => {
        // The outbox is woken once the closing's transaction has committed.
        onEmailsQueued(
          await closePrivacyRequest(db, member, id, closing, { now: clock(), mail: { salesEmail, publicSiteUrl } }),
        );
      }),
    periodDays: () => readSetting(db, privacyRequestDaysSetting),
    setPeriodDays: (days) =>
      outcomeOf(() =>
        db.transaction(async (tx) => {
          const before = await readSetting(tx, privacyRequestDaysSetting);
          if (before === days) return;
          await changeSetting(tx, member, privacyRequestDaysSetting, days, clock(), {
            action: "privacy.request-period",
            summary: `Set the period privacy requests are answered within to ${days} days (was ${before}).`,
            details: { from: before, to: days },
          });
        }),
      ),
    exportCsv: (filter) => exportPrivacyRequestsCsv(db, member, filter, clock()),
  };
}
