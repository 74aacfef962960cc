import { and, asc, eq, isNull, sql } from "drizzle-orm";

import type { ConsultantDesk, ConsultantPageDesk } from "../../contracts/consultants";
import { bookableDates } from "../../domain/bookings/booking";
import { type IsoDate } from "../../domain/time/india-dates";
import { calendarFeedHostOf } from "../../domain/consultants/calendar-feed-address";
import { type StaffMember } from "../../domain/staff/staff";
import { bookings, consultants, staffAccounts } from "../db/schema";
import type { Bindings } from "../kernel/runtime/bindings";
import { outcomeOf, RefusedError } from "../kernel/requests/outcome";
import { tryAgainIn, type Quota } from "../plugins/rate-limit";
import { saveCalendarFeed } from "./calendar-feed-admin";
import * as calDavAdmin from "./caldav-admin";
import { defaultCalDavPolicy } from "./caldav/caldav-session";
import { changesAllowed, requireMayChange } from "./consultant-permissions";
import { consultantCalls } from "./consultant-calls";
import { consultantWeeks } from "./consultant-week";
import { saveMeeting } from "./meeting-links";
import { callLoads } from "./availability";
import { sharesOfCalls } from "../../domain/consultants/call-routing";
import {
  consultantOfAccount,
  findConsultant,
  listConsultants,
  removeOverride,
  saveRouting,
  saveSchedule,
  setOverride,
  startTakingCalls,
  stopTakingCalls,
  upcomingOverrides,
} from "./consultant-admin";

/** How many of the next bookable dates a consultant's page previews. */
const previewDays = 6;

/** Who takes calls, for sales and admins: the server refuses anyone else (consultant-permissions.ts). */
export function consultantDesk({ db, clock }: Pick<Bindings, "db" | "clock">, actor: StaffMember): ConsultantDesk {
  return {
    async list() {
      const now = clock();
      const stats = await db
        .select({
          consultantId: bookings.consultantId,
          upcoming: sql<number>`count(*) filter (where ${bookings.status} = 'confirmed' and ${bookings.startsAt} > ${now})`,
          withOutcome: sql<number>`count(${bookings.outcome})`,
          noShows: sql<number>`count(*) filter (where ${bookings.outcome} = 'no-show')`,
        })
        .from(bookings)
        .groupBy(bookings.consultantId);
      const byId = new Map(stats.map((row) => [row.consultantId, row]));
      const team = await listConsultants(db);
      const loads = await callLoads(
        db,
        team.map((consultant) => consultant.id),
        now,
      );
      const held = (id: string) => loads.get(id)?.held ?? 0;
      const shares = sharesOfCalls(
        team.map(({ id, callWeight, active }) => ({ id, weight: callWeight, active, heldCalls: held(id) })),
      );
      return team.map((consultant) => ({
        id: consultant.id,
        name: consultant.name,
        slug: consultant.slug,
        active: consultant.active,
        staffAccountId: consultant.staffAccountId,
        weeklyHours: consultant.weeklyHours,
        upcomingCalls: Number(byId.get(consultant.id)?.upcoming ?? 0),
        callsWithOutcome: Number(byId.get(consultant.id)?.withOutcome ?? 0),
        noShows: Number(byId.get(consultant.id)?.noShows ?? 0),
        services: consultant.services,
        callWeight: consultant.callWeight,
        callPriority: consultant.callPriority,
        heldCalls: held(consultant.id),
        share: shares.get(consultant.id)!,
      }));
    },
    async accountsWithoutCalls() {
      return db
        .select({ id: staffAccounts.id, name: staffAccounts.name, email: staffAccounts.email })
        .from(staffAccounts)
        .leftJoin(consultants, eq(consultants.staffAccountId, staffAccounts.id))
        .where(and(isNull(consultants.id), isNull(staffAccounts.disabledAt)))
        .orderBy(asc(staffAccounts.name), asc(staffAccounts.email));
    },
    startTakingCalls: (staffAccountId) =>
      outcomeOf(async () => {
        await requireMayChange(db, actor, "taking calls", null);
        return { id: (await startTakingCalls(db, actor, staffAccountId, clock())).id };
      }),
    stopTakingCalls: (id) =>
      outcomeOf(async () => {
        await requireMayChange(db, actor, "taking calls", null);
        await stopTakingCalls(db, actor, id, clock());
      }),
    saveRouting: (id, choice) =>
      outcomeOf(async () => {
        await requireMayChange(db, actor, "taking calls", null);
        await saveRouting(db, actor, id, choice, clock());
      }),
    async teamWeek(monday) {
      const team = (await listConsultants(db)).filter((consultant) => consultant.active);
      return consultantWeeks(db, team, monday, actor);
    },
  };
}

/**
 * One consultant's page, as `actor` may open and change it: sales and admins anyone's, a
 * consultant their own (consultant-permissions.ts); their calendar's address only its owner. The
 * outcome of a call is the bookings area's to record (bookingsArea's part of this desk).
 */
export function consultantPageDesk(
  {
    db,
    clock,
    calendarFeedAllowPrivate,
    calendarSecretsKey = () => undefined,
    onCalendarSaved,
    slotsWith,
    calendarReadQuota,
  }: Pick<Bindings, "db" | "clock" | "calendarFeedAllowPrivate" | "onCalendarSaved"> &
    Partial<Pick<Bindings, "calendarSecretsKey">> & {
      /** Spent per consultant by each read asked for: the calendar's server is someone else's. */
      calendarReadQuota?: Quota;
      /**
       * The times the public calendar offers with one consultant on a date (server/bookings/bookings.ts),
       * handed in: the bookings area builds on the consultants', not the other way round.
       */
      slotsWith: (consultantId: string, date: IsoDate, now: Date) => Promise<string[]>;
    },
  actor: StaffMember,
): Omit<ConsultantPageDesk, "recordOutcome"> {
  const calDavSetting = {
    key: calendarSecretsKey,
    policy: { ...defaultCalDavPolicy, allowPrivateAddresses: calendarFeedAllowPrivate },
  };
  return {
    async find(id) {
      const consultant = await findConsultant(db, id);
      if (!consultant) return undefined;
      const mayChange = await changesAllowed(db, actor, id);
      if (!mayChange.schedule) return "not yours";
      const now = clock();
      const dates = bookableDates(now).slice(0, previewDays);
      const preview = [];
      for (const date of dates) preview.push({ date, slots: await slotsWith(id, date, now) });
      const {
        calendarFeedUrl,
        calendarCheckedAt,
        calendarReadAt,
        calendarError,
        calendarFailures: _failures,
        calendarRetryAt,
        ...rest
      } = consultant;
      const account = await calDavAdmin.calDavAccountOf(db, id);
      const calDav = account && {
        username: account.username,
        unwritten: await calDavAdmin.unwrittenCalls(db, id),
        ...(mayChange.calendar
          ? {
              calendars: account.calendars,
              busy: account.busyCalendars.map((calendar) => calendar.url),
              calls: account.callsCalendarUrl,
            }
          : { calendars: [], busy: [], calls: null }),
      };
      return {
        ...rest,
        calendar: {
          connected: calendarFeedUrl !== null || account !== undefined,
          host: account ? new URL(account.serverUrl).host : calendarFeedUrl && calendarFeedHostOf(calendarFeedUrl),
          calDav: calDav ?? null,
          checkedAt: calendarCheckedAt,
          readAt: calendarReadAt,
          error: calendarError,
          retryAt: calendarError === null ? null : calendarRetryAt,
        },
        mayChange,
        overrides: await upcomingOverrides(db, id, now),
        preview,
      };
    },
    async week(id, monday) {
      const consultant = await findConsultant(db, id);
      if (!consultant) return undefined;
      if (!(await changesAllowed(db, actor, id)).schedule) return "not yours";
      return (await consultantWeeks(db, [consultant], monday, actor))[0]!;
    },
    async mine() {
      const consultant = await consultantOfAccount(db, actor.id);
      return consultant && { id: consultant.id, name: consultant.name };
    },
    saveSchedule: (id, form) =>
      outcomeOf(async () => {
        await requireMayChange(db, actor, "schedule", id);
        await saveSchedule(db, actor, id, form, clock());
      }),
    setOverride: (id, override) =>
      outcomeOf(async () => {
        await requireMayChange(db, actor, "schedule", id);
        await setOverride(db, actor, id, override, clock());
      }),
    removeOverride: (id, date) =>
      outcomeOf(async () => {
        await requireMayChange(db, actor, "schedule", id);
        await removeOverride(db, actor, id, date, clock());
      }),
    connectCalDav: (id, form) =>
      outcomeOf(async () => {
        await requireMayChange(db, actor, "calendar", id);
        const calendars = await calDavAdmin.connectCalDav(db, actor, id, form, clock(), calDavSetting);
        onCalendarSaved();
        return { calendars: calendars.length };
      }),
    chooseCalDavCalendars: (id, choice) =>
      outcomeOf(async () => {
        await requireMayChange(db, actor, "calendar", id);
        await calDavAdmin.chooseCalDavCalendars(db, actor, id, choice, clock());
        onCalendarSaved();
      }),
    disconnectCalDav: (id) =>
      outcomeOf(async () => {
        await requireMayChange(db, actor, "calendar", id);
        await calDavAdmin.disconnectCalDav(db, actor, id, clock());
      }),
    readCalendarNow: (id) =>
      outcomeOf(async () => {
        await requireMayChange(db, actor, "calendar", id);
        const consultant = await findConsultant(db, id);
        if (!consultant?.calendarFeedUrl && !(await calDavAdmin.calDavAccountOf(db, id))) {
          throw new RefusedError("No calendar is connected.");
        }
        const quota = (await calendarReadQuota?.(id)) ?? { allowed: true };
        if (!quota.allowed) {
          throw new RefusedError(
            `Your calendar was read on request a few times already. ${tryAgainIn(quota.retryAfterMs)}`,
          );
        }
        // Due at once, its wait after a failure over: the woken task claims it as it claims any due calendar.
        await db
          .update(consultants)
          .set({ calendarCheckedAt: null, calendarRetryAt: null })
          .where(eq(consultants.id, id));
        onCalendarSaved();
      }),
    saveCalendarFeed: (id, url) =>
      outcomeOf(async () => {
        await requireMayChange(db, actor, "calendar", id);
        const allowPlainHttp = calendarFeedAllowPrivate;
        const change = await saveCalendarFeed(db, actor, id, url, clock(), { allowPlainHttp });
        // Read by the calendar task, never on this request: the page shows it being read until it is.
        if (change !== "disconnected" && change !== "none") onCalendarSaved();
        return { change };
      }),
    calls: async (id) => {
      await requireMayChange(db, actor, "schedule", id);
      return consultantCalls(db, id, clock());
    },
    saveMeeting: (id, choice) =>
      outcomeOf(async () => {
        await requireMayChange(db, actor, "schedule", id);
        await saveMeeting(db, actor, id, choice, clock());
      }),
  };
}
