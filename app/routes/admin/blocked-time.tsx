import { data, redirect } from "react-router";
import { z } from "zod";

import { readForm } from "~/components/forms/read-form.server";
import { adminMeta } from "~/features/admin/admin-meta";
import { BlockedTimePage, type BlockedTimeActionData } from "~/features/admin/blocked-time/blocked-time-page";
import { formFields, parseForm, parseFormList } from "~/features/admin/form-data";
import { requireStaff } from "~/features/admin/staff-session.server";

import {
  BlockHolidaysSchema,
  blockDaysSchema,
  blockFromDays,
  blockFromHours,
  blockHorizonDays,
  blockHoursSchema,
  holidayYearSchema,
} from "~domain/blocked-time";
import { indiaDateOf, shiftDate } from "~domain/booking";
import { festivalDatesSchema } from "~domain/india-holidays";
import { mayUse } from "~domain/staff";

import type { Route } from "./+types/blocked-time";
import { siteContext } from "~contracts/load-context";

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
const blockFieldNames = ["fromDate", "toDate", "date", "fromTime", "toTime", "reason"] as const;
const blockFields = (form: FormData) =>
  Object.fromEntries(
    blockFieldNames.flatMap((name) => {
      const value = form.get(name);
      return typeof value === "string" ? [[name, value]] : [];
    }),
  );

const thisYearInIndia = (now: Date) => Number(indiaDateOf(now).slice(0, 4));

export async function loader(args: Route.LoaderArgs) {
  const member = await requireStaff(args, "bookings");
  const desk = args.context.get(siteContext).backOffice.blockedTime;
  const now = args.context.get(siteContext).backOffice.now();
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
    mayEnterFestivals: mayUse(member.role, "festival-dates"),
    done: params.get("done") ?? undefined,
  };
}

export async function action(args: Route.ActionArgs) {
  const member = await requireStaff(args, "bookings");
  const desk = args.context.get(siteContext).backOffice.blockedTime;
  const form = await readForm(args.request);
  const intent = String(form.get("intent") ?? "");
  const now = args.context.get(siteContext).backOffice.now();
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
    const decision = CallsDecisionSchema.safeParse(formFields(form));
    const outcome = await desk.add(member, block, decision.success ? decision.data : undefined);
    if (!outcome.ok) {
      // Calls in the way: the same block comes back with the calls to cancel or keep.
      const calls = "callsInTheWay" in outcome ? outcome.callsInTheWay : undefined;
      return refuse({ intent, message: outcome.message, callsInTheWay: calls, repeat: calls && blockFields(form) });
    }
    const cancelled = outcome.value.cancelledCalls;
    throw redirect(`/admin/blocked-time?done=${cancelled > 0 ? `added-cancelled-${cancelled}` : "added"}`);
  }
  if (intent.startsWith("remove:")) {
    const outcome = await desk.remove(member, intent.slice("remove:".length));
    if (!outcome.ok) return refuse({ intent: "remove", message: outcome.message });
    throw redirect("/admin/blocked-time?done=removed");
  }
  if (intent === "holidays") {
    const parsed = parseFormList(BlockHolidaysSchema, form, "holiday");
    if (!parsed.ok) return refuse({ intent, errors: { holidays: Object.values(parsed.errors)[0] ?? "" } });
    const outcome = await desk.blockHolidays(member, parsed.value);
    if (!outcome.ok) return refuse({ intent, message: outcome.message });
    throw redirect(`/admin/blocked-time?done=holidays-${outcome.value.added}`);
  }
  if (intent === "festivals") {
    await requireStaff(args, "festival-dates");
    const year = holidayYearSchema(thisYearInIndia(now)).safeParse(form.get("year") ?? undefined);
    if (!year.success) return refuse({ intent, message: year.error.issues[0]!.message });
    const parsed = parseForm(festivalDatesSchema(year.data), form);
    if (!parsed.ok) return refuse({ intent, year: year.data, errors: parsed.errors });
    const outcome = await desk.setFestivalDates(member, year.data, parsed.value);
    if (!outcome.ok) return refuse({ intent, message: outcome.message });
    throw redirect(`/admin/blocked-time?holidays=${year.data}&done=festivals-${year.data}`);
  }
  return refuse({ intent: "days", message: "This form is not one this page knows. Please reload the page." });
}

export default function AdminBlockedTimeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <BlockedTimePage {...loaderData} result={actionData} />;
}
