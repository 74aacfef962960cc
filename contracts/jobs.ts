import type { JobAlertSearch } from "../domain/jobs/job-alerts";
import type { HiringTeamRole, InterviewStageForm } from "../domain/applications/interviews";
import type { Job, PublishedJob } from "../domain/jobs/job-search";
import type { JobForm, JobListItem, JobRecord, JobStatus } from "../domain/jobs/job-posts";
import type { Outcome } from "./outcome";
import { processWideContext } from "./load-context";

// What the pages ask of the jobs area: the job board, job-alert links, and the jobs desk with each job's interview plan.

/** The open jobs, as the careers pages show them. */
export type JobPages = {
  listOpen(): Promise<readonly Job[]>;
  /** When each open job was last changed (its text, its address, opened again), by its id: the sitemap's dates. */
  openJobsChangedAt(): Promise<ReadonlyMap<string, Date>>;
  /** Undefined for a draft or an unknown id; rejects with a ServiceUnavailableError when the database cannot answer now. */
  findPublished(id: string): Promise<PublishedJob | undefined>;
  /** The address now of a job (not a draft) that `earlier` was the address of: its old links answer 301. */
  addressNow(earlier: string): Promise<string | undefined>;
};

/** What the careers pages and the jobs' feed read as `context.get(jobPagesContext)`. */
export const jobPagesContext = processWideContext<JobPages>("jobPages");

/** One subscription, as its confirmation link's owner sees it. */
export type JobAlertView = JobAlertSearch & { email: string; status: "pending" | "confirmed" };

/** An address with job alerts, as an alert e-mail's unsubscribe link's owner sees it. */
export type JobAlertRecipientView = { email: string; searches: JobAlertSearch[] };

/** What the job-alert pages may ask of the server, through the load context; a wrong or expired token answers undefined. */
export type JobAlertLinks = {
  findConfirmation(token: string): Promise<JobAlertView | undefined>;
  /** Confirms a pending subscription; an already confirmed one answers as it is. */
  confirm(token: string): Promise<JobAlertView | undefined>;
  findByUnsubscribeToken(token: string): Promise<JobAlertRecipientView | undefined>;
  /** Ends every job alert of the address, with its history and its queued e-mails. */
  unsubscribe(token: string): Promise<JobAlertRecipientView | undefined>;
};

/** What the job-alert links' pages read as `context.get(jobAlertLinksContext)`. */
export const jobAlertLinksContext = processWideContext<JobAlertLinks>("jobAlertLinks");

export type JobDesk = {
  /** Every job, drafts and closed ones too: open first, then drafts, then closed; newest change first within each. */
  list(): Promise<JobListItem[]>;
  /** Undefined for an unknown id. */
  find(id: string): Promise<JobRecord | undefined>;
  /** Saves a new draft; the value is its id (a slug of the title and location). */
  create(job: JobForm): Promise<Outcome<{ id: string }>>;
  /** Changes what the job says; an open job changes on the public board at once. */
  update(id: string, job: JobForm): Promise<Outcome>;
  /** A new draft with the job's text; the value is the copy's id. */
  duplicate(id: string): Promise<Outcome<{ id: string }>>;
  /** Gives the job a new address (its id, checked by JobAddressSchema); the earlier one answers 301. The value is the new id. */
  changeAddress(id: string, slug: string): Promise<Outcome<{ id: string }>>;
  /** Puts a draft or a closed job on the board, or takes an open one off it. */
  setStatus(id: string, status: "open" | "closed"): Promise<Outcome>;
  /** Any job, a draft too, as its public page shows it; undefined for an unknown id. */
  preview(id: string): Promise<{ job: Job; status: JobStatus } | undefined>;
  /** The job's interview plan and hiring team; undefined for an unknown job. */
  interviewPlan(id: string): Promise<InterviewPlanView | undefined>;
  addStage(id: string, stage: InterviewStageForm): Promise<Outcome>;
  updateStage(id: string, stageId: string, stage: InterviewStageForm): Promise<Outcome>;
  /** Refused while a candidate has the stage's interview. */
  removeStage(id: string, stageId: string): Promise<Outcome>;
  addTeamMember(
    id: string,
    member: { accountId: string; role: HiringTeamRole; approvesOffers: boolean },
  ): Promise<Outcome>;
  /** How many of the offer approvers must approve: a number, or "all". */
  setOfferApprovalsNeeded(id: string, needed: number | "all"): Promise<Outcome>;
  removeTeamMember(id: string, accountId: string): Promise<Outcome>;
};

/** A stage of a job's interview plan, with its kit. */
export type InterviewStageView = {
  id: string;
  name: string;
  attributes: string[];
  questions: string[];
  /** How many candidates have this interview: a stage with any cannot be removed. */
  interviewCount: number;
};

export type HiringTeamMemberView = {
  accountId: string;
  name: string;
  role: HiringTeamRole;
  approvesOffers: boolean;
  /** Still to take up their invitation: they see what they are asked once they sign in. */
  invited: boolean;
};

/** A job's interview plan and hiring team, and who could join the team. */
export type InterviewPlanView = {
  stages: InterviewStageView[];
  team: HiringTeamMemberView[];
  /** Staff accounts not disabled and not on the team yet, those still to take up their invitation marked. */
  candidatesForTeam: { id: string; name: string; invited: boolean }[];
  /** How many of the team's offer approvers must approve an offer; null: all of them. */
  offerApprovalsNeeded: number | null;
};
