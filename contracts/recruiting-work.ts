import type { ListPage } from "./outcome";

/**
 * Nobody waits unknowingly: what hiring asks of each person, for their Overview,
 * and the recruiters' one schedule of every candidate's interviews.
 */

/** A few of a list, and how many there are in all: what an Overview shows of each kind of work. */
export type FewOf<T> = { rows: T[]; total: number };

/**
 * Where an interview's time stands: chosen by the candidate, offered to them and waiting for their
 * choice, not offered yet (the recruiter still to invite them, or arranged outside the site), or over.
 */
export type InterviewTimeState = "booked" | "waiting-for-time" | "not-invited" | "over";

/** An interview the member is asked to give and has not submitted a scorecard for. */
export type InterviewToGive = {
  id: string;
  candidateName: string;
  jobTitle: string;
  stageName: string;
  startsAt: Date | null;
  state: InterviewTimeState;
};

/** An offer waiting for the member's approval. */
export type OfferToApprove = {
  id: string;
  candidateName: string;
  reference: string;
  jobTitle: string;
  salary: number;
  createdAt: Date;
};

/** An approved offer whose letter has not gone yet. */
export type OfferToSend = {
  applicationId: string;
  candidateName: string;
  reference: string;
  jobTitle: string;
};

/** The views of the recruiters' interview schedule. */
export const interviewScheduleViews = ["upcoming", "waiting", "scorecards"] as const;
export type InterviewScheduleView = (typeof interviewScheduleViews)[number];

/** One interview on the recruiters' schedule. */
export type ScheduleEntry = {
  id: string;
  applicationId: string;
  candidateName: string;
  reference: string;
  jobTitle: string;
  stageName: string;
  startsAt: Date | null;
  invitedAt: Date | null;
  state: InterviewTimeState;
  /** The panel, each with whether their scorecard is in. */
  panel: { name: string; submitted: boolean }[];
};

/** What the recruiters (the applications area) see of interviews and offers across candidates. */
export type RecruitingDesk = {
  /** Upcoming soonest first, the others latest first; 50 a page. */
  interviewSchedule(
    view: InterviewScheduleView,
    options: { after?: string | undefined },
  ): Promise<ListPage<ScheduleEntry>>;
  /** Approved offers still to be sent, of candidates still in the running. */
  offersToSend(): Promise<FewOf<OfferToSend>>;
};
