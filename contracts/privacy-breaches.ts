import type { BreachDraft, BreachFacts } from "../domain/privacy/breach-drafts";
import type { BreachDataKind, BreachRecord } from "../domain/privacy/breach";
import type { Outcome } from "./outcome";

// What the back office asks of the privacy area about personal data breaches.

/** A breach in the list: when it was found, what happened, and where its two duties stand. */
export type BreachSummary = {
  id: string;
  foundAt: Date;
  whatHappened: string;
  peopleCount: number | null;
  noticesSentAt: Date | null;
  boardReportedAt: Date | null;
};

/** One person on a breach's list, listed from the data or (once confirmed) as stored. */
export type BreachPerson = {
  email: string;
  name: string;
  dataKinds: BreachDataKind[];
  /** When their notice was queued; null until sent. */
  noticeQueuedAt: Date | null;
};

/** A breach with everything its page shows. */
export type Breach = BreachFacts & {
  id: string;
  recordedBy: string;
  createdAt: Date;
  /** When the list of people was taken from the data; null while it is a preview. */
  peopleListedAt: Date | null;
  noticesSentBy: string | null;
  boardReportedAt: Date | null;
  boardReportedBy: string | null;
};

/** A page of a breach's people: the count, the page, and where the next one starts. */
export type BreachPeoplePage = { count: number; people: BreachPerson[]; next?: string | undefined };

/** The breaches whose report to the Board is not marked sent, and the one found first (its clock ends first). */
export type BoardReportsDue = { count: number; first: { id: string; foundAt: Date } | null };

export type BreachDesk = {
  boardReportsDue(): Promise<BoardReportsDue>;
  /** Newest found first, a page at a time. */
  list(cursor?: string): Promise<{ rows: BreachSummary[]; next?: string | undefined }>;
  /** Records a breach; answers its id. */
  record(breach: BreachRecord): Promise<Outcome<string>>;
  /** The breach, or undefined for an id no breach has. */
  read(id: string): Promise<Breach | undefined>;
  /** Its people: from the data until the list is confirmed, then as stored; by address after `after`. */
  people(id: string, after?: string): Promise<BreachPeoplePage>;
  /** The notice a person would get (the first listed, for the page's review), in English and in Hindi as the e-mail carries both, and the Board's report. */
  drafts(
    id: string,
  ): Promise<{ notice: BreachDraft; noticeInHindi: BreachDraft; boardReport: BreachDraft } | undefined>;
  /** Takes the list of people from the data and stores it: once. */
  confirmPeople(id: string): Promise<Outcome<number>>;
  /** Queues one notice per listed person not yet sent one, in batches; answers how many. */
  sendNotices(id: string): Promise<Outcome<number>>;
  /** Records that the Board's report was sent (the company sends it; the system cannot). */
  markBoardReported(id: string): Promise<Outcome>;
};
