import type { BreachDesk } from "../../../contracts/privacy-breaches";
import { breachNotice, breachNoticeInHindi, boardReport } from "../../../domain/privacy/breach-drafts";
import type { StaffMember } from "../../../domain/staff/staff";
import type { Bindings } from "../../kernel/runtime/bindings";
import { outcomeOf } from "../../kernel/requests/outcome";
import {
  boardReportsDue,
  breachPeople,
  confirmBreachPeople,
  listBreaches,
  markBoardReported,
  readBreach,
  recordBreach,
  sendBreachNotices,
} from "./breaches";

/** The breaches of personal data, for admins (decision 063): bound to the member who acts. */
export function breachDesk(
  { db, clock, salesEmail, onEmailsQueued }: Pick<Bindings, "db" | "clock" | "salesEmail" | "onEmailsQueued">,
  actor: StaffMember,
): BreachDesk {
  return {
    boardReportsDue: () => boardReportsDue(db),
    list: (cursor) => listBreaches(db, cursor),
    record: (record) => outcomeOf(() => recordBreach(db, actor, record, clock())),
    read: (id) => readBreach(db, id),
    async people(id, after) {
      const breach = await readBreach(db, id);
      return breach ? breachPeople(db, breach, after) : { count: 0, people: [] };
    },
    async drafts(id) {
      const breach = await readBreach(db, id);
      if (!breach) return undefined;
      // The page reviews the notice of the first person listed, or one naming every kind before the list is taken.
      const [first] = (await breachPeople(db, breach)).people;
      const person = first ?? { name: "", dataKinds: breach.dataKinds };
      return {
        notice: breachNotice(breach, person),
        noticeInHindi: breachNoticeInHindi(breach, person),
        boardReport: boardReport(breach),
      };
    },
    confirmPeople: (id) => outcomeOf(() => confirmBreachPeople(db, actor, id, clock())),
    sendNotices: (id) =>
      outcomeOf(async () => {
        const { sent, emailIds } = await sendBreachNotices(db, actor, id, { now: clock(), mail: { salesEmail } });
        onEmailsQueued(emailIds);
        return sent;
      }),
    markBoardReported: (id) => outcomeOf(() => markBoardReported(db, actor, id, clock())),
  };
}
