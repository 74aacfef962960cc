import type { RecruitingDesk } from "../../contracts/recruiting-work";
import type { Bindings } from "../kernel/runtime/bindings";
import { interviewSchedule } from "./interview-schedule";
import { offersReadyToSend } from "./offers";

/** The recruiters' view across candidates (decision 041): every interview, and the offers to send. */
export const recruitingDesk = ({ db, clock }: Pick<Bindings, "db" | "clock">): RecruitingDesk => ({
  interviewSchedule: (view, { after }) => interviewSchedule(db, view, { after, now: clock() }),
  offersToSend: () => offersReadyToSend(db),
});
