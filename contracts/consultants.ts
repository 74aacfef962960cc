import type { IsoDate } from "../domain/time/india-dates";
import type { CallOutcome, MeetingChoice, MeetingKind } from "../domain/consultants/consultant-calls";
import type { ConsultantRules, DayHours, WeeklyHours } from "../domain/consultants/consultant-schedule";
import type { RoutingChoice } from "../domain/consultants/call-routing";
import type { CalDavCalendarChoice, CalDavConnectForm } from "../domain/consultants/caldav-account";
import type { Outcome } from "./outcome";

/** A consultant as the back office lists them. */
export type ConsultantSummary = {
  id: string;
  name: string;
  slug: string;
  active: boolean;
  /** Their account's id; none for the company's own consultant. */
  staffAccountId: string | null;
  weeklyHours: WeeklyHours;
  upcomingCalls: number;
  /** Calls with an outcome recorded, and how many of those the visitor did not come to. */
  callsWithOutcome: number;
  noShows: number;
} & CallRouting & {
    /** Calls held in the last 30 days, and their share of the team's beside the share their weight asks (percent; null: none yet, or not taking calls). */
    heldCalls: number;
    share: { actual: number | null; target: number | null };
  };

/** Which calls "any consultant" gives them (domain/consultants/call-routing.ts). */
export type CallRouting = { services: string[]; callWeight: number; callPriority: number };

/**
 * Their own calendar's feed as their page shows it: whether one is connected, only its host
 * ("calendar.google.com"), never the secret address; when it was last read and why that failed.
 */
export type CalendarFeedState = {
  connected: boolean;
  host: string | null;
  /**
   * A CalDAV account (decision 045) rather than a secret iCal address: its user name, and for its
   * owner alone the account's calendars, those that block their times and the one calls go to.
   */
  calDav: {
    username: string;
    calendars: { url: string; name: string }[];
    busy: string[];
    calls: string | null;
    /** Calls that could not be written to (or removed from) their calendar yet, and the latest reason. */
    unwritten: { calls: number; reason: string | null };
  } | null;
  /** When a read last started, however it went. */
  checkedAt: Date | null;
  /** When it was last read well; null while a new address waits for its first read. */
  readAt: Date | null;
  /** Why the last read failed, and when it is tried again. */
  error: string | null;
  retryAt: Date | null;
};

/** What saving a calendar's address did; the calendar task reads it afterwards, off the request. */
export type CalendarFeedSaved = {
  change: "connected" | "replaced" | "saved again" | "disconnected" | "none";
};

/** Everything their page shows and edits. */
export type ConsultantDetail = ConsultantRules &
  CallRouting & {
    id: string;
    name: string;
    slug: string;
    email: string | null;
    active: boolean;
    staffAccountId: string | null;
    meetingKind: MeetingKind;
    meetingRoomUrl: string | null;
    calendar: CalendarFeedState;
    /** What the member who asked may change here (server/consultants/consultant-permissions.ts). */
    mayChange: { "taking calls": boolean; schedule: boolean; calendar: boolean };
    overrides: { date: IsoDate; hours: DayHours }[];
    /** The slots their schedule offers visitors in the next days, as it stands. */
    preview: { date: IsoDate; slots: string[] }[];
  };

export type ScheduleForm = Pick<
  ConsultantRules,
  "bufferBeforeMinutes" | "bufferAfterMinutes" | "minimumNoticeMinutes" | "maxCallsPerDay"
> & { weeklyHours: WeeklyHours; name: string; slug: string };

/** A consultant's call on their own list. */
export type ConsultantCall = {
  id: string;
  reference: string;
  visitorName: string;
  domain: string;
  startsAt: Date;
  meetingUrl: string | null;
  outcome: CallOutcome | null;
};

/**
 * Something in a consultant's day on their week's calendar, cut to the day in India time. A call
 * names its visitor only to those who may open it (server/bookings/booking-access.ts); an interview
 * and their own calendar's busy times say nothing but their times.
 */
export type WeekEntry = { startsAt: Date; endsAt: Date } & (
  | { kind: "call"; call: { id: string; reference: string; visitorName: string } | null }
  | { kind: "interview" }
  | { kind: "blocked"; reason: string }
  | { kind: "busy" }
);

/** One day of a consultant's week: their hours that day (none: a day off) and what is in it. */
export type WeekDay = { date: IsoDate; hours: DayHours; otherHours: boolean; entries: WeekEntry[] };

/** A consultant's week, Monday to Sunday (domain/consultants/consultant-week.ts). */
export type ConsultantWeek = { id: string; name: string; days: WeekDay[] };

/** Who takes calls: the team, and who joins or leaves it (sales and admins decide). */
export type ConsultantDesk = {
  list(): Promise<ConsultantSummary[]>;
  /** Staff accounts that do not take calls yet, to add. */
  accountsWithoutCalls(): Promise<{ id: string; name: string; email: string }[]>;
  startTakingCalls(staffAccountId: string): Promise<Outcome<{ id: string }>>;
  stopTakingCalls(id: string): Promise<Outcome>;
  /** The services they cover, their share of calls and when they are offered calls. */
  saveRouting(id: string, choice: RoutingChoice): Promise<Outcome>;
  /** The week starting on `monday` of everyone taking calls, by name. */
  teamWeek(monday: IsoDate): Promise<ConsultantWeek[]>;
};

/**
 * One consultant's page, for sales and admins and for the consultant themselves whatever their
 * role; the server decides whose page the member may open and what they may change there
 * (server/consultants/consultant-permissions.ts).
 */
export type ConsultantPageDesk = {
  /** Undefined for an unknown id; "not yours" for someone else's page the member may not open. */
  find(id: string): Promise<ConsultantDetail | "not yours" | undefined>;
  /** Their week starting on `monday`, to whoever may open their page. */
  week(id: string, monday: IsoDate): Promise<ConsultantWeek | "not yours" | undefined>;
  /** The consultant the member is, if they take calls. */
  mine(): Promise<{ id: string; name: string } | undefined>;
  saveSchedule(id: string, form: ScheduleForm): Promise<Outcome>;
  setOverride(id: string, override: { date: IsoDate; hours: DayHours }): Promise<Outcome>;
  removeOverride(id: string, date: IsoDate): Promise<Outcome>;
  /**
   * Connects, replaces or (null) disconnects their calendar's secret iCal address, as
   * CalendarFeedFormSchema parsed it; the calendar task reads a new one within seconds.
   */
  saveCalendarFeed(id: string, url: string | null): Promise<Outcome<CalendarFeedSaved>>;
  /** Signs in to their CalDAV account and connects it in place of any other calendar (their own page only). */
  connectCalDav(id: string, form: CalDavConnectForm): Promise<Outcome<{ calendars: number }>>;
  chooseCalDavCalendars(id: string, choice: CalDavCalendarChoice): Promise<Outcome>;
  disconnectCalDav(id: string): Promise<Outcome>;
  /**
   * Has the calendar task read their connected calendar at once, even one waiting to be tried
   * again after a failure (their own page only); a few times in ten minutes at most.
   */
  readCalendarNow(id: string): Promise<Outcome>;
  /** Their calls today and in the next seven days, and those of the last seven days without an outcome. */
  calls(id: string): Promise<{ today: ConsultantCall[]; week: ConsultantCall[]; awaitingOutcome: ConsultantCall[] }>;
  recordOutcome(bookingId: string, outcome: CallOutcome): Promise<Outcome>;
  /** How their calls happen from now on: their room, a new Jitsi room per call, or a phone call. */
  saveMeeting(id: string, choice: MeetingChoice): Promise<Outcome>;
};
