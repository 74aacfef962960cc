import { adminMeta } from "~/features/admin/shared/admin-meta";
import { requireConsultantPage, takingCalls } from "~/features/admin/consultants/consultant-access.server";
import { ConsultantPage, type ConsultantActionData } from "~/features/admin/consultants/consultant-page";
import { parseForm, parseFormList } from "~/features/admin/shared/form-data";
import { noticeOf } from "~/features/admin/shared/notices.server";
import {
  formAction,
  intent,
  intentWith,
  noFields,
  refusedIntent,
  refusedWithMessage,
  toPage,
  unknownForm,
} from "~/features/admin/shared/forms/form-action.server";
import { overrideDateSchema, overrideFormSchema, scheduleFormSchema } from "~domain/consultants/consultant-schedule";
import { calendarFeedFormSchema } from "~domain/consultants/calendar-feed-address";
import { calDavCallsCalendarSchema, calDavConnectSchema } from "~domain/consultants/caldav-account";
import { MeetingSchema } from "~domain/consultants/consultant-calls";
import { coveredServicesSchema, routingFormSchema } from "~domain/consultants/call-routing";

import type { Route } from "./+types/consultant-detail";

export const meta = () => adminMeta("Consultant");

export async function loader(args: Route.LoaderArgs) {
  const { signedIn, consultant } = await requireConsultantPage(args, args.params.id);
  return { consultant, mayList: signedIn.areas.consultants !== undefined, done: noticeOf(args.context) };
}

const unknownDate = "This date is not one the page knows.";

/** The routing numbers and the services the consultant covers (ticked boxes), checked together. */
function routingOf(form: FormData) {
  const numbers = parseForm(routingFormSchema, form);
  const services = parseFormList(coveredServicesSchema, form, "services");
  if (numbers.ok && services.ok) return { ok: true as const, value: { ...numbers.value, services: services.value } };
  const errors: Record<string, string> = numbers.ok ? {} : { ...numbers.errors };
  if (!services.ok) errors.services = Object.values(services.errors)[0]!;
  return { ok: false as const, errors };
}

/** The calendar that takes the calls, and those read as busy (ticked boxes). */
function calDavCalendarsOf(form: FormData) {
  const calls = calDavCallsCalendarSchema.safeParse(form.get("calls"));
  if (!calls.success) return { ok: false as const, errors: { calls: calls.error.issues[0]!.message } };
  return { ok: true as const, value: { busy: form.getAll("busy").map(String), calls: calls.data } };
}

/** Each form of the page; every change redirects back here (POST, redirect, GET). */
export async function action(args: Route.ActionArgs) {
  const { id } = args.params;
  const { signedIn, consultant } = await requireConsultantPage(args, id);
  const desk = signedIn.consultant;
  const team = takingCalls(signedIn);
  const here = `/admin/consultants/${id}`;
  const { staffAccountId } = consultant;
  return formAction<ConsultantActionData>(args.request, {
    intents: {
      schedule: intent({
        schema: scheduleFormSchema,
        run: (schedule) => desk.saveSchedule(id, schedule),
        done: toPage(here, "schedule"),
      }),
      override: intent({
        schema: overrideFormSchema,
        run: (override) => desk.setOverride(id, override),
        done: toPage(here, "override"),
      }),
      "remove-override": intentWith({
        parse: (form) => {
          const date = overrideDateSchema.safeParse(form.get("date"));
          return date.success ? { ok: true, value: date.data } : { ok: false, errors: {} };
        },
        run: (date) => desk.removeOverride(id, date),
        done: toPage(here, "override-removed"),
        refused: (name, refusal) => ({ intent: name, message: "message" in refusal ? refusal.message : unknownDate }),
      }),
      meeting: intent({
        schema: MeetingSchema,
        run: (meeting) => desk.saveMeeting(id, meeting),
        done: toPage(here, "meeting"),
      }),
      calendar: intent({
        // The form's own check; the server also refuses plain http unless set up for a test calendar.
        schema: calendarFeedFormSchema({ allowPlainHttp: true }),
        run: ({ calendarFeedUrl }) => desk.saveCalendarFeed(id, calendarFeedUrl),
        done: toPage(here, "calendar"),
        refused: (name, refusal) => ({
          intent: name,
          errors: "errors" in refusal ? refusal.errors : { calendarFeedUrl: refusal.message },
        }),
      }),
      routing:
        "refused" in team
          ? refusedIntent(team.refused)
          : intentWith({
              parse: routingOf,
              run: (routing) => team.saveRouting(id, routing),
              done: toPage(here, "routing"),
            }),
      "caldav-connect": intent({
        schema: calDavConnectSchema({ allowPlainHttp: true }),
        run: (account) => desk.connectCalDav(id, account),
        done: toPage(here, "caldav-connect"),
      }),
      "caldav-calendars": intentWith({
        parse: calDavCalendarsOf,
        run: (calendars) => desk.chooseCalDavCalendars(id, calendars),
        done: toPage(here, "caldav-calendars"),
      }),
      "caldav-disconnect": intent({
        schema: noFields,
        run: () => desk.disconnectCalDav(id),
        done: toPage(here, "caldav-disconnect"),
      }),
      "calendar-read": intent({
        schema: noFields,
        run: () => desk.readCalendarNow(id),
        done: toPage(here, "calendar-read"),
      }),
      stop:
        "refused" in team
          ? refusedIntent(team.refused)
          : intent({ schema: noFields, run: () => team.stopTakingCalls(id), done: toPage(here, "stop") }),
      start:
        "refused" in team
          ? refusedIntent(team.refused)
          : staffAccountId
            ? intent({
                schema: noFields,
                run: () => team.startTakingCalls(staffAccountId),
                done: toPage(here, "start"),
              })
            : refusedIntent("This consultant has no staff account."),
    },
    refused: refusedWithMessage,
    unknownIntent: unknownForm,
  });
}

export default function AdminConsultantDetailRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ConsultantPage {...loaderData} result={actionData} />;
}
