import type { HolidayChoice, NewBlock } from "../domain/bookings/blocked-time";
import type { BookingDomain } from "../domain/bookings/booking";
import type { IsoDate } from "../domain/time/india-dates";
import type { CallJoining, CallOutcome } from "../domain/consultants/consultant-calls";
import type { RescheduleRequest } from "../domain/bookings/booking-manage";
import type { FestivalDates } from "../domain/bookings/india-holidays";
import type { FirstTouch } from "../domain/contacts/contacts";
import type { ListPage, Outcome } from "./outcome";
import { processWideContext } from "./load-context";

// What the pages ask of the bookings area: a visitor's own call through its link, the calendar desk and blocked time.

/** What the visitor's own page shows of their call (/demo/manage/:token). */
export type ManagedBooking = {
  reference: string;
  firstName: string;
  domain: BookingDomain;
  status: "confirmed" | "cancelled";
  /** ISO instant; the page shows it in India time. */
  startsAt: string;
  /** The slot as the booking widget names it: the date in India and the slot label. */
  date: IsoDate;
  time: string;
  /** How many more times the visitor may move the call with a link (visitorMovesAllowed at first). */
  movesLeft: number;
  /** Who takes the call, and how the visitor joins it (the link, or the words). */
  consultantName: string;
  joining: CallJoining;
  /**
   * The notice sales asks before a change through the link, in hours, and whether it still allows
   * one now; undefined while there is none (changes are open until the call starts).
   */
  changeNotice?: { hours: number; open: boolean } | undefined;
};

/**
 * Why a change was refused, so the page can offer the calendar again after a slot was taken;
 * "busy": the visitor's quota of changes is spent for now.
 */
export type ManageRefusal = "gone" | "rule" | "taken" | "busy";

export type ManageOutcome =
  | { ok: true; value: ManagedBooking }
  | { ok: false; message: string; refusal: ManageRefusal };

/**
 * What the manage page may do with a link's token. Every call answers `undefined` or a
 * "gone" refusal for a wrong token, or one whose call has started, without telling which.
 * A change spends a quota of the booking's and one of `clientIp`'s.
 */
export type BookingManageLink = {
  find(token: string): Promise<ManagedBooking | undefined>;
  cancel(token: string, clientIp: string): Promise<ManageOutcome>;
  reschedule(token: string, to: RescheduleRequest, clientIp: string): Promise<ManageOutcome>;
};

/** What /demo/manage/:token reads as `context.get(bookingManageLinkContext)`. */
export const bookingManageLinkContext = processWideContext<BookingManageLink>("bookingManageLink");

/** A demo call as the back office sees it. */
export type BookingView = {
  id: string;
  reference: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  message: string;
  domain: string;
  startsAt: Date;
  endsAt: Date;
  status: "confirmed" | "cancelled";
  /** The calendar invite's SEQUENCE: one up for each change sent to the visitor. */
  sequence: number;
  cancelledAt: Date | null;
  cancelReason: string | null;
  createdAt: Date;
  /** Who takes the call, and the call's own meeting address, if it has one. */
  consultantId: string;
  consultantName: string;
  meetingUrl: string | null;
  outcome: CallOutcome | null;
  /** The visitor's contact on the sales desk, which the call's consultant may also open. */
  contactId: string | null;
  /** Their contact asked not to be contacted. */
  doNotContact: boolean;
};

/** One call on its own page: the list's view and the visit it was booked from, if one was counted. */
export type BookingDetail = BookingView & { firstTouch: FirstTouch | null };

/** Which calls the bookings list shows: upcoming confirmed ones (soonest first), past ones or cancelled ones (latest first). */
/** "unstaffed": upcoming calls whose consultant no longer takes calls (their account disabled, say), for sales to give away. */
export const bookingListViews = ["upcoming", "unstaffed", "past", "cancelled"] as const;

export type BookingListView = (typeof bookingListViews)[number];

export type BookingDesk = {
  /** Confirmed calls today, and in the seven days from today, in India. */
  callCounts(): Promise<{ today: number; thisWeek: number }>;
  /** `q`: part of the visitor's name or e-mail address, or the booking's reference. */
  list(options: {
    view: BookingListView;
    q?: string | undefined;
    after?: string | undefined;
  }): Promise<ListPage<BookingView>>;
};

/**
 * One booking, for the bookings desk and for its call's own consultant whatever their role; the
 * server decides which bookings are the member's (server/bookings/booking-access.ts).
 */
export type OwnBookingDesk = {
  /** Undefined for an unknown id (or anything that is not an id); "not yours" for a call the member may not open. */
  find(id: string): Promise<BookingDetail | "not yours" | undefined>;
  /** Cancels a confirmed, future call and e-mails the visitor the calendar's cancellation. */
  cancel(id: string, reason: string): Promise<Outcome>;
  /** The other consultants free at the call's time, to give it to. */
  reassignmentChoices(id: string): Promise<{ id: string; name: string }[]>;
  /** Gives the call to another free consultant; the visitor and both consultants get updated invites. */
  reassign(id: string, consultantId: string): Promise<Outcome>;
};

export type BlockedTimeView = {
  id: string;
  startsAt: Date;
  endsAt: Date;
  reason: string;
  createdBy: string;
  createdAt: Date;
};

/** A holiday offered in the preview; one already blocked is shown but not offered again. */
export type HolidayView = { date: IsoDate; name: string; alreadyBlocked: boolean };

/** Where a year's festival dates come from: the site's table, an admin, or nowhere yet. */
export type FestivalYearView = { year: number } & (
  | { source: "table"; dates: FestivalDates }
  | { source: "entered"; dates: FestivalDates }
  | { source: "unknown" }
);

/** A confirmed call a new block would cover. */
export type CallInTheWay = { id: string; reference: string; name: string; startsAt: Date };

/** What to do with the calls a block covers, and which ones the person saw when deciding. */
export type CallsDecision = { calls: "cancel" | "keep"; shownCallIds: readonly string[] };

/** A block refused because confirmed calls fall in it: the person decides, then tries again. */
export type BlockOutcome<Added> =
  | Outcome<Added & { cancelledCalls: number }>
  | { ok: false; message: string; callsInTheWay: CallInTheWay[] };

export type BlockedTimeDesk = {
  /** Blocks that have not ended yet, soonest first. */
  listUpcoming(): Promise<BlockedTimeView[]>;
  add(block: NewBlock, decision?: CallsDecision): Promise<BlockOutcome<object>>;
  remove(id: string): Promise<Outcome>;
  /** India's public holidays of a year, and its moving festivals (the curated table's, or those an admin entered). */
  holidays(year: number): Promise<HolidayView[]>;
  festivals(year: number): Promise<FestivalYearView>;
  /** Blocks the chosen holidays as whole days, skipping any already blocked; answers how many were added. */
  blockHolidays(holidays: HolidayChoice[], decision?: CallsDecision): Promise<BlockOutcome<{ added: number }>>;
  /** The notice, in hours, before a call within which its visitor's link no longer moves or cancels it (0: none). */
  changeNotice(): Promise<number>;
  setChangeNotice(hours: number): Promise<Outcome>;
};

/** The festival dates of a year the site's table lacks, which an admin enters or corrects. */
export type FestivalDateDesk = {
  set(year: number, dates: FestivalDates): Promise<Outcome>;
};

/** A consultant's personal booking page (/demo/with/<slug>), as visitors see it. */
export type ConsultantPage = { name: string; slug: string };

export type ConsultantPages = {
  /** The active consultant whose page this is, if any. */
  find(slug: string): Promise<ConsultantPage | undefined>;
};

/** What /demo/with/:slug reads as `context.get(consultantPagesContext)`. */
export const consultantPagesContext = processWideContext<ConsultantPages>("consultantPages");
