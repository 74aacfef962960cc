import { data } from "react-router";

import { defaultReplySubject, EnquiryReplySchema, fillReply, staffNameOf } from "~domain/enquiries/enquiry-replies";
import { EnquiryStatusChangeSchema } from "~domain/enquiries/enquiry-triage";
import { TeamNoteSchema } from "~domain/forms/list-filters";
import { fullName } from "~domain/forms/person-details";

import { noticeOf } from "~/features/admin/shared/notices.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { EnquiryDetailPage } from "~/features/admin/enquiries/enquiry-detail-page";
import type { ReplyDraft } from "~/features/admin/enquiries/reply-card";
import { formFields, type FormErrors } from "~/features/admin/shared/form-data";
import {
  formAction,
  intent,
  refusedWithErrors,
  toPage,
  type Refusal,
} from "~/features/admin/shared/forms/form-action.server";
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

/** The reply typed so far, shown again when it is refused. */
const refusedReply = (intent: string, refusal: Refusal, form: FormData): ActionResult => {
  const { subject = "", body = "" } = formFields(form);
  return { ...refusedWithErrors(intent, refusal), reply: { subject, body } };
};

/**
 * "status" sets new, replied or closed; "note" adds a note; "reply" e-mails a reply. Each redirects
 * back here (POST, redirect, GET); a refused reply comes back with what was written.
 */
export async function action(args: Route.ActionArgs) {
  const { enquiries: desk } = await requireStaff(args, "enquiries");
  const { id } = args.params;
  const here = `/admin/enquiries/${id}`;
  return formAction<ActionResult>(args.request, {
    intents: {
      status: intent({
        schema: EnquiryStatusChangeSchema,
        run: ({ status }) => desk.changeStatus(id, status),
        done: toPage(here, "status"),
      }),
      note: intent({ schema: TeamNoteSchema, run: ({ body }) => desk.addNote(id, body), done: toPage(here, "note") }),
      reply: intent({
        schema: EnquiryReplySchema,
        run: (reply) => desk.reply(id, reply),
        done: toPage(here, "reply"),
        refused: refusedReply,
      }),
    },
    refused: refusedWithErrors,
  });
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
