import type { InterviewScheduler, JobAlertLinks, JobPages } from "../../contracts/applications";
import { tellingUnavailable } from "../db/errors";
import type { Bindings } from "../kernel/runtime/bindings";
import { linkQuotas, type Quotas } from "../plugins/rate-limit";
import {
  cancelInterviewTime,
  chooseInterviewTime,
  findSchedulingLink,
  type TimeChoiceResult,
} from "../applications/interview-scheduling";
import { jobAddressNow } from "./job-addresses";
import { jobBoard } from "./job-board";
import { confirmJobAlert, findByUnsubscribeToken, findConfirmation, unsubscribeJobAlerts } from "./job-alerts";

/** The careers pages' view of the open jobs, from the board's memory between changes. */
export function jobPageServices({ db }: Pick<Bindings, "db">): JobPages {
  const board = jobBoard(db);
  return {
    listOpen: () => board.open(),
    findPublished: (id) => tellingUnavailable(board.publishedJob(id)),
    addressNow: (earlier) => tellingUnavailable(jobAddressNow(db, earlier)),
  };
}

/** The pages the links in job-alert e-mails open: confirm, unsubscribe. */
export function jobAlertLinkServices({ db, clock }: Pick<Bindings, "db" | "clock">): JobAlertLinks {
  return {
    findConfirmation: (token) => findConfirmation(db, token, clock()),
    confirm: (token) => confirmJobAlert(db, token, clock()),
    findByUnsubscribeToken: (token) => findByUnsubscribeToken(db, token),
    unsubscribe: (token) => unsubscribeJobAlerts(db, token),
  };
}

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
