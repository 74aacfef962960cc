import type { InterviewScheduler } from "../../contracts/applications";
import type { Bindings } from "../kernel/runtime/bindings";
import { linkQuotas, type Quotas } from "../plugins/rate-limit";
import {
  cancelInterviewTime,
  chooseInterviewTime,
  findSchedulingLink,
  type TimeChoiceResult,
} from "./interview-scheduling";

/** A candidate's own interview through their link: each change spends the link's two quotas. */
export function interviewSchedulerServices({
  db,
  clock,
  publicSiteUrl,
  careersEmail,
  onEmailsQueued,
  quotas,
}: Pick<Bindings, "db" | "clock" | "publicSiteUrl" | "careersEmail" | "onEmailsQueued"> & {
  quotas: Pick<Quotas, "quota">;
}): InterviewScheduler {
  const spendQuota = linkQuotas(quotas, "interview-link");
  const deps = (clientIp: string) => ({
    db,
    now: clock(),
    publicSiteUrl,
    careersEmail,
    spendQuota: spendQuota(clientIp),
  });
  const sent = ({ outcome, queuedEmailIds }: TimeChoiceResult) => {
    onEmailsQueued(queuedEmailIds);
    return outcome;
  };
  return {
    find: (token) => findSchedulingLink(db, token, clock()),
    choose: async (token, startsAt, clientIp) => sent(await chooseInterviewTime(token, startsAt, deps(clientIp))),
    cancel: async (token, clientIp) => sent(await cancelInterviewTime(token, deps(clientIp))),
  };
}
