import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { requireConsultantPage, takingCalls } from "~/features/admin/consultants/consultant-access.server";
import { ConsultantPage, type ConsultantActionData } from "~/features/admin/consultants/consultant-page";
import { parseForm, parseFormList } from "~/features/admin/shared/form-data";
import { noticeOf, redirectWithNotice } from "~/features/admin/shared/notices.server";
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

/** Each form of the page; every change redirects back here (POST, redirect, GET). */
export async function action(args: Route.ActionArgs) {
  const { id } = args.params;
  const { signedIn, consultant } = await requireConsultantPage(args, id);
  const desk = signedIn.consultant;
  const form = await readForm(args.request);
  const intent = String(form.get("intent") ?? "");
  const refuse = (answer: ConsultantActionData) => data(answer, { status: 400 });

  let outcome;
  if (intent === "schedule") {
    const parsed = parseForm(scheduleFormSchema, form);
    if (!parsed.ok) return refuse({ intent, errors: parsed.errors });
    outcome = await desk.saveSchedule(id, parsed.value);
  } else if (intent === "override") {
    const parsed = parseForm(overrideFormSchema, form);
    if (!parsed.ok) return refuse({ intent, errors: parsed.errors });
    outcome = await desk.setOverride(id, parsed.value);
  } else if (intent === "remove-override") {
    const date = overrideDateSchema.safeParse(form.get("date"));
    if (!date.success) return refuse({ intent, message: "This date is not one the page knows." });
    outcome = await desk.removeOverride(id, date.data);
  } else if (intent === "meeting") {
    const parsed = parseForm(MeetingSchema, form);
    if (!parsed.ok) return refuse({ intent, errors: parsed.errors });
    outcome = await desk.saveMeeting(id, parsed.value);
  } else if (intent === "calendar") {
    // The form's own check; the server also refuses plain http unless set up for a test calendar.
    const parsed = parseForm(calendarFeedFormSchema({ allowPlainHttp: true }), form);
    if (!parsed.ok) return refuse({ intent, errors: parsed.errors });
    const saved = await desk.saveCalendarFeed(id, parsed.value.calendarFeedUrl);
    if (!saved.ok) return refuse({ intent, errors: { calendarFeedUrl: saved.message } });
    outcome = saved;
  } else if (intent === "routing") {
    const team = takingCalls(signedIn);
    if ("refused" in team) return refuse({ intent, message: team.refused });
    const numbers = parseForm(routingFormSchema, form);
    const services = parseFormList(coveredServicesSchema, form, "services");
    if (!numbers.ok || !services.ok) {
      const errors: Record<string, string> = numbers.ok ? {} : { ...numbers.errors };
      if (!services.ok) errors.services = Object.values(services.errors)[0]!;
      return refuse({ intent, errors });
    }
    outcome = await team.saveRouting(id, { ...numbers.value, services: services.value });
  } else if (intent === "caldav-connect") {
    const parsed = parseForm(calDavConnectSchema({ allowPlainHttp: true }), form);
    if (!parsed.ok) return refuse({ intent, errors: parsed.errors });
    outcome = await desk.connectCalDav(id, parsed.value);
  } else if (intent === "caldav-calendars") {
    const calls = calDavCallsCalendarSchema.safeParse(form.get("calls"));
    if (!calls.success) return refuse({ intent, errors: { calls: calls.error.issues[0]!.message } });
    const busy = form.getAll("busy").map(String);
    outcome = await desk.chooseCalDavCalendars(id, { busy, calls: calls.data });
  } else if (intent === "caldav-disconnect") {
    outcome = await desk.disconnectCalDav(id);
  } else if (intent === "calendar-read") {
    outcome = await desk.readCalendarNow(id);
  } else if (intent === "stop" || intent === "start") {
    const team = takingCalls(signedIn);
    if ("refused" in team) return refuse({ intent, message: team.refused });
    if (intent === "stop") outcome = await team.stopTakingCalls(id);
    else if (!consultant.staffAccountId) return refuse({ intent, message: "This consultant has no staff account." });
    else outcome = await team.startTakingCalls(consultant.staffAccountId);
  } else {
    return refuse({ intent, message: "This form is not one this page knows. Please reload the page." });
  }
  if (!outcome.ok) return refuse({ intent, message: outcome.message });
  const notice = intent === "remove-override" ? "override-removed" : intent;
  throw await redirectWithNotice(args.request, `/admin/consultants/${id}`, notice);
}

export default function AdminConsultantDetailRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ConsultantPage {...loaderData} result={actionData} />;
}
