import type { ApplicationSource } from "../domain/applications/application-sources";
import type { OfferDecision, OfferForm, OfferStatus } from "../domain/applications/offers";
import type { AttributeRating, Rating, ScorecardValues } from "../domain/applications/interviews";
import type { Referral, ReferralView } from "../domain/applications/referrals";
import type { BulkAction } from "../domain/applications/recruiting-board";
import type { InterviewInvitation, InvitationEmailTemplate } from "../domain/applications/interview-scheduling";
import type { IsoDate } from "../domain/time/india-dates";
import type { FewOf, InterviewToGive, OfferToApprove } from "./recruiting-work";
import type { Application } from "../domain/applications/job-application";
import type { ApplicationFilter, ApplicationStage, RejectionEmailTemplate } from "../domain/applications/recruiting";
import type { JobStatus } from "../domain/jobs/job-posts";
import type { FirstTouch } from "../domain/contacts/contacts";
import type { CsvExport, ListPage, Outcome } from "./outcome";
import type { HiringTeamMemberView } from "./jobs";
import { processWideContext } from "./load-context";

// What the pages ask of the applications area: the applications, interviews, offers and referrals desks, and a
// candidate's own interview link.

/** One application as the lists show it. */
export type ApplicationListItem = {
  id: string;
  reference: string;
  jobId: string;
  jobTitle: string;
  fullName: string;
  email: string;
  city: string;
  stage: ApplicationStage;
  createdAt: Date;
  /** The same e-mail address applied to the same job more than once: each application is kept and flagged. */
  appliedTwice: boolean;
};

export type ApplicationNoteView = {
  id: string;
  /** The name the author goes by, or the address written. */ authorName: string;
  body: string;
  createdAt: Date;
};

/** Everything the candidate sent except self-identification, which hiring never reads. */
export type ApplicationDetail = ApplicationListItem & {
  phone: string;
  country: string;
  currentAddress: string;
  preferredPronouns: string;
  coverLetter: string;
  education: Application["education"];
  workExperience: Application["workExperience"];
  links: { linkedin: string; portfolio: string; github: string; otherLink: string };
  preferredLocation: string;
  /** The minimum-qualification questions and the candidate's answers ("yes", "no", "not_sure"), in the form's order. */
  minimumQualifications: { text: string; answer: string }[];
  eligibleToWork: string;
  requiresSponsorship: string;
  resume: { fileName: string; mediaType: string; bytes: number };
  /** Where it came from (a job board by its name in `sourceName`). */
  source: ApplicationSource;
  sourceName: string;
  /** The staff member who referred the candidate, by their link or from the back office, and their note. */
  referrer: { name: string; note: string } | null;
  /** The candidate's own answers: "Yes" or "No", the name they gave, and where they heard of the job. */
  referred: string;
  referrerName: string;
  heardAbout: string;
  /** The visit the application was sent from, if one was counted. */
  firstTouch: FirstTouch | null;
  /** Newest first. */
  notes: ApplicationNoteView[];
  /** The same person's other applications (by e-mail address or phone number), newest first. */
  otherApplications: (ApplicationListItem & { sharedContact: "email" | "phone" })[];
  /** The recruiters' tags, alphabetical. */
  tags: string[];
};

/**
 * A candidate as an interviewer reads them: what they sent and their resume. Never
 * self-identification, nor the team's notes, the source or other applications.
 */
export type InterviewCandidate = Omit<
  ApplicationDetail,
  | "notes"
  | "otherApplications"
  | "tags"
  | "source"
  | "sourceName"
  | "referrer"
  | "referred"
  | "referrerName"
  | "heardAbout"
  | "firstTouch"
  | "stage"
>;

/** One card of a job's board. */
export type BoardCard = {
  id: string;
  reference: string;
  fullName: string;
  stage: ApplicationStage;
  createdAt: Date;
  tags: string[];
  /** The same address applied to the same job again. */
  appliedTwice: boolean;
};

/** A job's applications as columns by stage: each column's count, and its newest cards. */
export type ApplicationBoard = {
  job: ApplicationJobChoice;
  columns: { stage: ApplicationStage; count: number; cards: BoardCard[] }[];
  /** Every tag on the job's applications. */
  tags: string[];
};

/** A resume on its way to staff: its bytes stream from the store as they are sent. */
export type ResumeDownload = {
  fileName: string;
  mediaType: string;
  bytes: number;
  content: ReadableStream<Uint8Array>;
};

/** A job the applications list can be narrowed to. */
export type ApplicationJobChoice = { id: string; title: string; location: string; status: JobStatus };

/** An open job and how many of its applications are still new. */
export type NewApplicationsOfJob = { jobId: string; title: string; location: string; count: number };

/** A bulk rejection before it is confirmed. */
export type BulkRejectionPreview = {
  ids: string[];
  /** How many it would move to Rejected: the ticked ones not rejected already. */
  rejecting: number;
  reason: string;
  notify: boolean;
  /** The saved template each candidate's e-mail is filled from. */
  email: RejectionEmailTemplate;
};

export type ApplicationDesk = {
  newByOpenJob(): Promise<NewApplicationsOfJob[]>;
  /** Every job, for the list's job filter: open first, then drafts, then closed; by title within each. */
  jobChoices(): Promise<ApplicationJobChoice[]>;
  /** Newest first, 50 a page; `after` is the cursor a previous page answered. */
  list(filter: ApplicationFilter, options: { after?: string | undefined }): Promise<ListPage<ApplicationListItem>>;
  /** How many applications sit in each stage, for the filter without its stage. */
  stageCounts(filter: Omit<ApplicationFilter, "stage">): Promise<Record<ApplicationStage, number>>;
  /** Undefined for an unknown or malformed id. */
  find(id: string): Promise<ApplicationDetail | undefined>;
  /**
   * Moves it to another stage; rejecting is `reject`, which asks for a reason. Hired needs an
   * approved offer, or `withoutOffer`: the recruiter's confirmation that none was made.
   */
  moveStage(
    id: string,
    stage: Exclude<ApplicationStage, "rejected">,
    options?: { withoutOffer: boolean },
  ): Promise<Outcome>;
  /**
   * Rejects it for a reason from the list; with `notify`, queues the rejection e-mail: `email` as the
   * recruiter edited it for this candidate, or the saved template (which stays as it is).
   */
  reject(id: string, rejection: { reason: string; notify: boolean; email?: RejectionEmailTemplate }): Promise<Outcome>;
  /** A job's applications by stage; undefined for an unknown job. */
  board(jobId: string, filter: { tag?: string | undefined }): Promise<ApplicationBoard | undefined>;
  /**
   * One action on many applications, all or none, in one transaction: the ticked ones, and on a
   * job's board (`jobId`, with its `tag`) every one in each ticked column. Refused for an unknown id,
   * another job's application, or more than one action's worth.
   */
  bulk(
    action: BulkAction,
    scope: { jobId?: string | undefined; tag?: string | undefined },
  ): Promise<Outcome<{ changed: number; batch?: string }>>;
  /**
   * What a bulk rejection would do, for its confirmation: the applications it takes and how many
   * it would reject (those not rejected already), and the e-mail each would get.
   */
  bulkRejection(
    action: BulkAction & { intent: "bulk-reject" },
    scope: { jobId?: string | undefined; tag?: string | undefined },
  ): Promise<Outcome<BulkRejectionPreview>>;
  /** Undoes a bulk rejection (`batch`, as `bulk` answered it) while its e-mails still wait; refused after. */
  undoBulkRejection(batch: string, scope: { jobId: string }): Promise<Outcome<{ restored: number }>>;
  addTag(id: string, tag: string): Promise<Outcome>;
  removeTag(id: string, tag: string): Promise<Outcome>;
  /** Every tag in use, for the lists' filters. */
  tags(): Promise<string[]>;
  rejectionReasons(): Promise<string[]>;
  saveRejectionReasons(reasons: string[]): Promise<Outcome>;
  addNote(id: string, body: string): Promise<Outcome>;
  /**
   * The stored resume, its download written to the audit log; undefined for an unknown
   * application or a file that is gone. The file name is safe to offer: the candidate's
   * name for it, with the extension of the stored type.
   */
  /** The resume's bytes, audited as a download or, for the page's viewer, as a view. */
  downloadResume(id: string, purpose?: "download" | "view"): Promise<ResumeDownload | undefined>;
  /** A job's applications as an RFC 4180 CSV file streamed, without self-identification; the export is audited first. */
  exportCsv(jobId: string): Promise<Outcome<CsvExport & { fileName: string }>>;
  rejectionTemplate(): Promise<RejectionEmailTemplate>;
  saveRejectionTemplate(template: RejectionEmailTemplate): Promise<Outcome>;
  /** The job's interview plan for this candidate: who is asked to interview, and the submitted scorecards. */
  interviews(id: string): Promise<ApplicationInterviews | undefined>;
  /** Asks a member of the job's hiring team to give one stage's interview to this candidate. */
  askToInterview(id: string, choice: { stageId: string; accountId: string }): Promise<Outcome>;
  /** Takes an interviewer off, unless their scorecard is submitted. */
  removeInterviewer(id: string, panelistId: string): Promise<Outcome>;
  /** E-mails the candidate a link to choose a time when the stage's whole panel is free. */
  inviteToChoose(id: string, invitation: InterviewInvitation): Promise<Outcome>;
  /** The candidate's latest offer and its approvals. */
  offer(id: string): Promise<OfferView | undefined>;
  /** Makes an offer and e-mails the job's approvers; refused while one waits or for a job naming none. */
  makeOffer(id: string, offer: OfferForm): Promise<Outcome>;
  /**
   * Sends the approved offer's letter to the candidate: `letter` as the recruiter edited it for them,
   * or the saved template (which stays as it is); the approved terms follow the words either way.
   */
  sendOfferLetter(id: string, letter?: RejectionEmailTemplate): Promise<Outcome>;
  /** The letter the candidate's approved offer would go with, filled in; undefined unless approved. */
  offerLetter(id: string): Promise<RejectionEmailTemplate | undefined>;
  offerLetterTemplate(): Promise<RejectionEmailTemplate>;
  saveOfferLetterTemplate(template: RejectionEmailTemplate): Promise<Outcome>;
};

/** An open job and a staff member's own link to it, which counts an application as their referral. */
export type ReferralLink = { jobId: string; title: string; location: string; url: string };

/** What every signed-in member may do to refer candidates, whatever their role. */
export type ReferralDesk = {
  links(): Promise<ReferralLink[]>;
  /** Their referrals, newest first: the candidate's name, the job and the stage, nothing more. */
  mine(): Promise<ReferralView[]>;
  /** Refers a candidate to an open job with their resume; answers the new application's reference. */
  refer(referral: Referral, resume: { fileName: string; content: Uint8Array }): Promise<Outcome<{ reference: string }>>;
};

/** One scorecard as those allowed to read it see it. */
export type ScorecardView = {
  interviewerName: string;
  ratings: AttributeRating[];
  overall: Rating | null;
  summary: string;
  submittedAt: Date | null;
};

/** A stage of the plan for one candidate: who is asked to interview, and their scorecards once submitted. */
export type CandidateInterview = {
  stageId: string;
  stageName: string;
  panel: { panelistId: string; accountId: string; name: string; scorecard: ScorecardView | null }[];
  /** The candidate's invitation to choose a time, and the time they chose; null before any panelist is asked. */
  schedule: InterviewSchedule | null;
  /** The invitation e-mail as it would go to this candidate for this stage ({length} is filled when sent). */
  invitation: InvitationEmailTemplate;
};

/** Where an interview's time stands: not yet offered, offered (invited), or chosen. */
export type InterviewSchedule = {
  durationMinutes: number | null;
  invitedAt: Date | null;
  startsAt: Date | null;
  meetingUrl: string | null;
};

/** The interviews of one application, as its recruiters see them. */
export type ApplicationInterviews = {
  stages: CandidateInterview[];
  /** Who may be asked: the job's hiring team. */
  interviewers: HiringTeamMemberView[];
};

/** One interview in an interviewer's own list. */
export type MyInterview = {
  id: string;
  candidateName: string;
  jobTitle: string;
  stageName: string;
  submitted: boolean;
  /** The time the candidate chose, if any. */
  startsAt: Date | null;
};

/** An interview as the interviewer asked to give it sees it. */
export type InterviewView = {
  id: string;
  jobTitle: string;
  stage: { name: string; attributes: string[]; questions: string[] };
  /** When it takes place, once the candidate chose, and where to join. */
  schedule: { startsAt: Date; durationMinutes: number; meetingUrl: string | null } | null;
  candidate: InterviewCandidate;
  mine: ScorecardView;
  /** The others' submitted scorecards, and who is still to submit; null until the interviewer's own is submitted. */
  others: { submitted: ScorecardView[]; waitingFor: string[] } | null;
};

/** The interviews anyone is asked to give, whatever their role. */
export type InterviewDesk = {
  mine(): Promise<MyInterview[]>;
  /** Those still to give or to score, soonest first, for the Overview. */
  toGive(): Promise<FewOf<InterviewToGive>>;
  /** Undefined for an unknown interview, "not yours" for one they are not asked to give. */
  find(id: string): Promise<InterviewView | "not yours" | undefined>;
  /** Saves the scorecard as a draft, or submits it (then it can no longer change). */
  saveScorecard(id: string, values: ScorecardValues, options: { submit: boolean }): Promise<Outcome>;
  /** The candidate's resume, audited as the application's are: a download, or a view in the page's viewer. */
  downloadResume(id: string, purpose: "download" | "view"): Promise<ResumeDownload | undefined>;
};

/** An approver's answer to an offer. */
export type OfferApprovalView = {
  accountId: string;
  name: string;
  decision: OfferDecision | null;
  note: string;
  decidedAt: Date | null;
};

/** An offer as the recruiters and its approvers read it. */
export type OfferView = {
  id: string;
  applicationId: string;
  candidateName: string;
  reference: string;
  jobTitle: string;
  salary: number;
  startDate: IsoDate;
  notes: string;
  approvalsNeeded: number;
  status: OfferStatus;
  createdAt: Date;
  sentAt: Date | null;
  approvals: OfferApprovalView[];
};

/** The offers anyone is asked to approve, whatever their role. */
export type OfferDesk = {
  /** Undefined for an unknown offer, "not yours" for one they are not asked to approve. */
  find(id: string): Promise<(OfferView & { mine: OfferApprovalView }) | "not yours" | undefined>;
  /** Those still waiting for their answer, longest waiting first, for the Overview. */
  awaitingMe(): Promise<FewOf<OfferToApprove>>;
  decide(id: string, answer: { decision: OfferDecision; note: string }): Promise<Outcome>;
};

/** An interview as the candidate's own link shows it (/interview/:token). */
export type SchedulingLinkView = {
  candidateName: string;
  jobTitle: string;
  stageName: string;
  durationMinutes: number;
  interviewers: string[];
  /** ISO instant of the chosen time; null until chosen, or after the candidate cancelled. */
  startsAt: string | null;
  meetingUrl: string | null;
  /** Each date in the window with times the whole panel can give, as ISO instants. */
  offered: { date: IsoDate; starts: string[] }[];
};

/** Why a choice was refused: a dead link, a time not offered, a time just taken, too many changes. */
export type InterviewTimeRefusal = "gone" | "rule" | "taken" | "busy";

export type InterviewTimeOutcome =
  | { ok: true; value: SchedulingLinkView }
  | { ok: false; message: string; refusal: InterviewTimeRefusal };

/**
 * What the candidate's link may do. A wrong token, or one whose interview has started, answers
 * undefined or "gone" alike. A change spends a quota of the interview's and one of `clientIp`'s.
 */
export type InterviewScheduler = {
  find(token: string): Promise<SchedulingLinkView | undefined>;
  choose(token: string, startsAt: string, clientIp: string): Promise<InterviewTimeOutcome>;
  cancel(token: string, clientIp: string): Promise<InterviewTimeOutcome>;
};

/** What /interview/:token reads as `context.get(interviewSchedulerContext)`. */
export const interviewSchedulerContext = processWideContext<InterviewScheduler>("interviewScheduler");
