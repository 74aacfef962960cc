import { z } from "zod";

import { noticeOf } from "~/features/admin/shared/notices.server";
import {
  answer,
  formAction,
  intent,
  intentWith,
  toPage,
  unknownForm,
  type Refusal,
} from "~/features/admin/shared/forms/form-action.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import {
  BlockedTimePage,
  type BlockedTimeActionData,
  type BlockedTimeIntent,
} from "~/features/admin/bookings/blocked-time/blocked-time-page";
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
  type NewBlock,
} from "~domain/bookings/blocked-time";
import { indiaDateOf, shiftDate } from "~domain/time/india-dates";
import { festivalDatesSchema } from "~domain/bookings/india-holidays";
import { ChangeNoticeSchema } from "~domain/bookings/booking-manage";

import type { Route } from "./+types/blocked-time";
import type { CallInTheWay } from "~contracts/bookings";
import type { Outcome } from "~contracts/outcome";

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

/** A block form's refusal, with what was typed in it to show again. */
const refusedWithTyped = (intent: "days" | "hours") => (_name: string, refusal: Refusal, form: FormData) => ({
  intent,
  ...refusal,
  typed: Object.fromEntries(blockFields(form)),
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

const blockedTimeIntents = [
  "days",
  "hours",
  "remove",
  "holidays",
  "festivals",
  "change-notice",
] as const satisfies readonly BlockedTimeIntent[];

/** A block's refusal: with the calls in the way, the same fields come back to decide and send again. */
const refusedBlock =
  (intent: BlockedTimeIntent, form: FormData) =>
  <T,>(outcome: Outcome<T> | { ok: false; message: string; callsInTheWay: CallInTheWay[] }) =>
    outcome.ok ? outcome : answer<BlockedTimeActionData>({ intent, ...withCallsInTheWay(form, outcome) }, 400);

export async function action(args: Route.ActionArgs) {
  const signedIn = await requireStaff(args, "bookings");
  const desk = signedIn.blockedTime;
  const now = signedIn.now();
  const today = indiaDateOf(now);
  const here = "/admin/blocked-time";
  const addBlock = async (intent: "days" | "hours", block: NewBlock, form: FormData) =>
    refusedBlock(intent, form)(await desk.add(block, callsDecisionOf(form)));
  const added = ({ cancelledCalls }: { cancelledCalls: number }) =>
    toPage(here, cancelledCalls > 0 ? `added-cancelled-${cancelledCalls}` : "added");

  return formAction<BlockedTimeActionData>(args.request, {
    // A block's remove button posts its id: "remove:<id>".
    intentOf: (form) =>
      String(form.get("intent") ?? "").startsWith("remove:") ? "remove:" : String(form.get("intent") ?? ""),
    intents: {
      days: intent({
        schema: blockDaysSchema(today),
        run: (days, form) => addBlock("days", blockFromDays(days), form),
        done: added,
        refused: refusedWithTyped("days"),
      }),
      hours: intent({
        schema: blockHoursSchema(today),
        run: (hours, form) => addBlock("hours", blockFromHours(hours), form),
        done: added,
        refused: refusedWithTyped("hours"),
      }),
      "remove:": intentWith({
        parse: (form) => ({ ok: true, value: String(form.get("intent")).slice("remove:".length) }),
        run: (id) => desk.remove(id),
        done: toPage(here, "removed"),
        refused: (_, refusal) => ({ intent: "remove", ...refusal }),
      }),
      holidays: intentWith({
        parse: (form) => parseFormList(BlockHolidaysSchema, form, "holiday"),
        run: async (holidays, form) =>
          refusedBlock("holidays", form)(await desk.blockHolidays(holidays, callsDecisionOf(form))),
        done: ({ added, cancelledCalls }, holidays) =>
          toPage(
            `${here}?holidays=${holidays[0]!.date.slice(0, 4)}`,
            cancelledCalls > 0 ? `holidays-${added}-cancelled-${cancelledCalls}` : `holidays-${added}`,
          ),
        refused: (_, refusal) =>
          "errors" in refusal
            ? { intent: "holidays", errors: { holidays: Object.values(refusal.errors)[0] ?? "" } }
            : { intent: "holidays", message: refusal.message },
      }),
      // The year is read first: the fields' schema is that year's.
      festivals: intentWith({
        parse: (form) => ({ ok: true, value: form }),
        run: async (form) => {
          const { festivalDates } = await requireStaff(args, "festival-dates");
          const year = holidayYearSchema(thisYearInIndia(now)).safeParse(form.get("year") ?? undefined);
          if (!year.success) return answer({ intent: "festivals", message: year.error.issues[0]!.message }, 400);
          const parsed = parseForm(festivalDatesSchema(year.data), form);
          if (!parsed.ok) return answer({ intent: "festivals", year: year.data, errors: parsed.errors }, 400);
          const outcome = await festivalDates.set(year.data, parsed.value);
          return outcome.ok ? { ok: true, value: year.data } : outcome;
        },
        done: (year) => toPage(`${here}?holidays=${year}`, `festivals-${year}`),
      }),
      "change-notice": intent({
        schema: ChangeNoticeSchema,
        run: ({ hours }) => desk.setChangeNotice(hours),
        done: toPage(here, "change-notice"),
      }),
    },
    refused: (name, refusal) => ({ intent: blockedTimeIntents.find((known) => known === name) ?? "days", ...refusal }),
    unknownIntent: unknownForm,
  });
}

export default function AdminBlockedTimeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <BlockedTimePage {...loaderData} result={actionData} />;
}
