import type { JobAlertLinks, JobPages } from "../../contracts/jobs";
import { tellingUnavailable } from "../db/errors";
import type { Bindings } from "../kernel/runtime/bindings";
import { jobAddressNow } from "./job-addresses";
import { jobBoard } from "./job-board";
import { openJobsChangedAt } from "./jobs";
import { confirmJobAlert, findByUnsubscribeToken, findConfirmation, unsubscribeJobAlerts } from "./job-alerts";

/** The careers pages' view of the open jobs, from the board's memory between changes. */
export function jobPageServices({ db }: Pick<Bindings, "db">): JobPages {
  const board = jobBoard(db);
  return {
    listOpen: () => board.open(),
    openJobsChangedAt: () => openJobsChangedAt(db),
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
