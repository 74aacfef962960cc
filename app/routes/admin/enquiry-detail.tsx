import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { defaultReplySubject, EnquiryReplySchema, fillReply, staffNameOf } from "~domain/enquiries/enquiry-replies";
import { EnquiryStatusChangeSchema } from "~domain/enquiries/enquiry-triage";
import { TeamNoteSchema } from "~domain/forms/list-filters";
import { fullName } from "~domain/forms/person-details";

import { noticeOf, redirectWithNotice } from "~/features/admin/shared/notices.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { EnquiryDetailPage } from "~/features/admin/enquiries/enquiry-detail-page";
import type { ReplyDraft } from "~/features/admin/enquiries/reply-card";
import { formFields, parseForm, type FormErrors } from "~/features/admin/shared/form-data";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/enquiry-detail";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  adminMeta(loaderData ? `Enquiry from ${fullName(loaderData.enquiry)}` : "Enquiry");

/** `?template=<id>` fills the reply form from that template (how it works without JavaScript). */
export async function loader(args: Route.LoaderArgs) {
  const { member, enquiries } = await requireStaff(args, "enquiries");
  const enquiry = await enquiries.find(args.params.id);
  if (!enquiry) throw data(null, { status: 404 });
  const history = await enquiries.history(enquiry.id);
  const templates = (await enquiries.templates.list()).map(({ id, name, subject, body }) => ({
    id,
    name,
    subject,
    body,
  }));
  const replyValues = { firstName: enquiry.firstName, fullName: fullName(enquiry), staffName: staffNameOf(member) };
  const chosen = templates.find((template) => template.id === args.url.searchParams.get("template"));
  const draft: ReplyDraft = chosen
    ? { ...fillReply(chosen, replyValues), templateId: chosen.id }
    : { subject: defaultReplySubject, body: "" };
  return {
    enquiry,
    history,
    sender: { name: member.name, email: member.email },
    templates,
    replyValues,
    draft,
    done: noticeOf(args.context),
  };
}

type ActionResult = { intent: string; errors: FormErrors; reply?: ReplyDraft };

/**
 * "status" sets new, replied or closed; "note" adds a note; "reply" e-mails a reply. Each redirects
 * back here (POST, redirect, GET); a refused reply comes back with what was written.
 */
export async function action(args: Route.ActionArgs) {
  const { enquiries: desk } = await requireStaff(args, "enquiries");
  const form = await readForm(args.request);
  const intent = String(form.get("intent") ?? "");
  const refused = (errors: FormErrors, reply?: ReplyDraft) =>
    data<ActionResult>({ intent, errors, reply }, { status: 400 });

  if (intent === "status") {
    const parsed = parseForm(EnquiryStatusChangeSchema, form);
    if (!parsed.ok) return refused(parsed.errors);
    const outcome = await desk.changeStatus(args.params.id, parsed.value.status);
    if (!outcome.ok) return refused({ form: outcome.message });
  } else if (intent === "note") {
    const parsed = parseForm(TeamNoteSchema, form);
    if (!parsed.ok) return refused(parsed.errors);
    const outcome = await desk.addNote(args.params.id, parsed.value.body);
    if (!outcome.ok) return refused({ form: outcome.message });
  } else if (intent === "reply") {
    const { subject = "", body = "" } = formFields(form);
    const parsed = parseForm(EnquiryReplySchema, form);
    if (!parsed.ok) return refused(parsed.errors, { subject, body });
    const outcome = await desk.reply(args.params.id, parsed.value);
    if (!outcome.ok) return refused({ form: outcome.message }, { subject, body });
  } else {
    return refused({ form: "Unknown action." });
  }
  throw await redirectWithNotice(args.request, `/admin/enquiries/${args.params.id}`, intent);
}

export default function AdminEnquiryRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <EnquiryDetailPage
      {...loaderData}
      draft={actionData?.reply ?? loaderData.draft}
      errors={actionData?.errors}
      intent={actionData?.intent}
    />
  );
}
