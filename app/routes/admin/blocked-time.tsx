import { data } from "react-router";
import { z } from "zod";

import { readForm } from "~/components/forms/read-form.server";
import { noticeOf, redirectWithNotice } from "~/features/admin/shared/notices.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { BlockedTimePage, type BlockedTimeActionData } from "~/features/admin/bookings/blocked-time/blocked-time-page";
import { formFields, parseForm, parseFormList } from "~/features/admin/shared/form-data";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import {
  BlockHolidaysSchema,
  blockDaysSchema,
  blockFromDays,
  blockFromHours,
  blockHorizonDays,
  blockHoursSchema,
  holidayYearSchema,
} from "~domain/bookings/blocked-time";
import { indiaDateOf, shiftDate } from "~domain/time/india-dates";
import { festivalDatesSchema } from "~domain/bookings/india-holidays";
import { ChangeNoticeSchema } from "~domain/bookings/booking-manage";

import type { Route } from "./+types/blocked-time";
import type { CallInTheWay } from "~contracts/bookings";

export const meta = () => adminMeta("Blocked time");

/** Cancel or keep the calls a block covers; the ids are those of the calls the person was shown. */
const CallsDecisionSchema = z.object({
  calls: z.enum(["cancel", "keep"]),
  shownCallIds: z
    .string()
    .transform((ids) => ids.split(",").filter(Boolean))
    .pipe(z.array(z.uuid()).max(200)),
});

/** The fields of a block's form, to send again with the decision about its calls. */
const blockFieldNames = new Set(["fromDate", "toDate", "date", "fromTime", "toTime", "reason", "holiday"]);
const blockFields = (form: FormData): [string, string][] =>
  [...form].flatMap(([name, value]) => (blockFieldNames.has(name) && typeof value === "string" ? [[name, value]] : []));

/** Whether the person has decided about the calls in the way (CallsDecisionSchema), and how. */
const callsDecisionOf = (form: FormData) => {
  const decision = CallsDecisionSchema.safeParse(formFields(form));
  return decision.success ? decision.data : undefined;
};

/** A refusal with the calls in the way comes back with the same fields, to decide and send again. */
const withCallsInTheWay = (form: FormData, outcome: { message: string; callsInTheWay?: CallInTheWay[] }) => ({
  message: outcome.message,
  callsInTheWay: outcome.callsInTheWay,
  repeat: outcome.callsInTheWay && blockFields(form),
});

const thisYearInIndia = (now: Date) => Number(indiaDateOf(now).slice(0, 4));

export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireStaff(args, "bookings");
  const desk = signedIn.blockedTime;
  const now = signedIn.now();
  const today = indiaDateOf(now);
  const thisYear = thisYearInIndia(now);
  const params = args.url.searchParams;
  const year = holidayYearSchema(thisYear).safeParse(params.get("holidays") ?? undefined);
  // The page says whose festival dates are not known: this year's, the next year's and the previewed year's.
  const festivalYears = new Set([thisYear, thisYear + 1, ...(year.success ? [year.data] : [])]);
  return {
    blocks: await desk.listUpcoming(),
    today,
    lastDate: shiftDate(today, blockHorizonDays),
    years: [thisYear, thisYear + 1, thisYear + 2],
    preview: year.success ? { year: year.data, holidays: await desk.holidays(year.data) } : undefined,
    festivals: await Promise.all([...festivalYears].map((festivalYear) => desk.festivals(festivalYear))),
    mayEnterFestivals: signedIn.areas["festival-dates"] !== undefined,
    changeNoticeHours: await desk.changeNotice(),
    done: noticeOf(args.context),
  };
}

export async function action(args: Route.ActionArgs) {
  const signedIn = await requireStaff(args, "bookings");
  const desk = signedIn.blockedTime;
  const form = await readForm(args.request);
  const intent = String(form.get("intent") ?? "");
  const now = signedIn.now();
  const today = indiaDateOf(now);
  const refuse = (answer: BlockedTimeActionData) => data(answer, { status: 400 });

  if (intent === "days" || intent === "hours") {
    let block;
    if (intent === "days") {
      const parsed = parseForm(blockDaysSchema(today), form);
      if (!parsed.ok) return refuse({ intent, errors: parsed.errors });
      block = blockFromDays(parsed.value);
    } else {
      const parsed = parseForm(blockHoursSchema(today), form);
      if (!parsed.ok) return refuse({ intent, errors: parsed.errors });
      block = blockFromHours(parsed.value);
    }
    const outcome = await desk.add(block, callsDecisionOf(form));
    if (!outcome.ok) return refuse({ intent, ...withCallsInTheWay(form, outcome) });
    const cancelled = outcome.value.cancelledCalls;
    throw await redirectWithNotice(
      args.request,
      "/admin/blocked-time",
      cancelled > 0 ? `added-cancelled-${cancelled}` : "added",
    );
  }
  if (intent.startsWith("remove:")) {
    const outcome = await desk.remove(intent.slice("remove:".length));
    if (!outcome.ok) return refuse({ intent: "remove", message: outcome.message });
    throw await redirectWithNotice(args.request, "/admin/blocked-time", "removed");
  }
  if (intent === "holidays") {
    const parsed = parseFormList(BlockHolidaysSchema, form, "holiday");
    if (!parsed.ok) return refuse({ intent, errors: { holidays: Object.values(parsed.errors)[0] ?? "" } });
    const outcome = await desk.blockHolidays(parsed.value, callsDecisionOf(form));
    if (!outcome.ok) return refuse({ intent, ...withCallsInTheWay(form, outcome) });
    const { added, cancelledCalls } = outcome.value;
    throw await redirectWithNotice(
      args.request,
      `/admin/blocked-time?holidays=${parsed.value[0]!.date.slice(0, 4)}`,
      cancelledCalls > 0 ? `holidays-${added}-cancelled-${cancelledCalls}` : `holidays-${added}`,
    );
  }
  if (intent === "festivals") {
    const { festivalDates } = await requireStaff(args, "festival-dates");
    const year = holidayYearSchema(thisYearInIndia(now)).safeParse(form.get("year") ?? undefined);
    if (!year.success) return refuse({ intent, message: year.error.issues[0]!.message });
    const parsed = parseForm(festivalDatesSchema(year.data), form);
    if (!parsed.ok) return refuse({ intent, year: year.data, errors: parsed.errors });
    const outcome = await festivalDates.set(year.data, parsed.value);
    if (!outcome.ok) return refuse({ intent, message: outcome.message });
    throw await redirectWithNotice(args.request, `/admin/blocked-time?holidays=${year.data}`, `festivals-${year.data}`);
  }
  if (intent === "change-notice") {
    const parsed = parseForm(ChangeNoticeSchema, form);
    if (!parsed.ok) return refuse({ intent, errors: parsed.errors });
    const outcome = await desk.setChangeNotice(parsed.value.hours);
    if (!outcome.ok) return refuse({ intent, message: outcome.message });
    throw await redirectWithNotice(args.request, "/admin/blocked-time", "change-notice");
  }
  return refuse({ intent: "days", message: "This form is not one this page knows. Please reload the page." });
}

export default function AdminBlockedTimeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <BlockedTimePage {...loaderData} result={actionData} />;
}
