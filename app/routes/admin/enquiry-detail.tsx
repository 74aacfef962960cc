import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { EnquiryStatusChangeSchema } from "~domain/enquiry-triage";
import { TeamNoteSchema } from "~domain/list-filters";
import { fullName } from "~domain/person-details";

import { noticeOf, redirectWithNotice } from "~/features/admin/notices.server";
import { adminMeta } from "~/features/admin/admin-meta";
import { EnquiryDetailPage } from "~/features/admin/enquiries/enquiry-detail-page";
import { parseForm, type FormErrors } from "~/features/admin/form-data";
import { requireStaff } from "~/features/admin/staff-session.server";

import type { Route } from "./+types/enquiry-detail";
import { siteContext } from "~contracts/load-context";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  adminMeta(loaderData ? `Enquiry from ${fullName(loaderData.enquiry)}` : "Enquiry");

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "enquiries");
  const { backOffice } = args.context.get(siteContext);
  const enquiry = await backOffice.enquiries.find(args.params.id);
  if (!enquiry) throw data(null, { status: 404 });
  const history = await backOffice.audit.historyOf("enquiry", enquiry.id);
  return { enquiry, history, done: noticeOf(args.context) };
}

type ActionResult = { intent: string; errors: FormErrors };

/** "status" sets new, replied or closed; "note" adds a note. Both redirect back here (POST, redirect, GET). */
export async function action(args: Route.ActionArgs) {
  const member = await requireStaff(args, "enquiries");
  const desk = args.context.get(siteContext).backOffice.enquiries;
  const form = await readForm(args.request);
  const intent = String(form.get("intent") ?? "");
  const refused = (errors: FormErrors) => data<ActionResult>({ intent, errors }, { status: 400 });

  if (intent === "status") {
    const parsed = parseForm(EnquiryStatusChangeSchema, form);
    if (!parsed.ok) return refused(parsed.errors);
    const outcome = await desk.changeStatus(member, args.params.id, parsed.value.status);
    if (!outcome.ok) return refused({ form: outcome.message });
  } else if (intent === "note") {
    const parsed = parseForm(TeamNoteSchema, form);
    if (!parsed.ok) return refused(parsed.errors);
    const outcome = await desk.addNote(member, args.params.id, parsed.value.body);
    if (!outcome.ok) return refused({ form: outcome.message });
  } else {
    return refused({ form: "Unknown action." });
  }
  throw await redirectWithNotice(args.request, `/admin/enquiries/${args.params.id}`, intent);
}

export default function AdminEnquiryRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <EnquiryDetailPage {...loaderData} errors={actionData?.errors} intent={actionData?.intent} />;
}
