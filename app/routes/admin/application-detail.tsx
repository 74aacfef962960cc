import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { TeamNoteSchema } from "~domain/forms/list-filters";
import { fillRejectionEmail } from "~domain/careers/recruiting";
import { HireWithoutOfferSchema, RejectionFormSchema, StageMoveSchema } from "~domain/careers/hiring-board";
import { TagFormSchema } from "~domain/careers/application-tags";
import { InterviewerChoiceSchema } from "~domain/careers/interviews";
import { InterviewInvitationSchema } from "~domain/careers/interview-scheduling";
import { OfferFormSchema, OfferLetterSchema } from "~domain/careers/offers";

import { noticeOf, redirectWithNotice } from "~/features/admin/shared/notices.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { applicationPath } from "~/features/admin/applications/application-filter";
import { ApplicationDetailPage } from "~/features/admin/applications/application-detail-page";
import { formFields, parseForm, type FormErrors } from "~/features/admin/shared/form-data";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/application-detail";

export const meta = ({ loaderData: loaded }: Route.MetaArgs) =>
  adminMeta(loaded ? `Application ${loaded.application.reference}` : "Application");

export async function loader(args: Route.LoaderArgs) {
  const { applications } = await requireStaff(args, "applications");
  const application = await applications.find(args.params.id);
  if (!application) throw data(null, { status: 404 });
  const url = args.url;
  const confirming = url.searchParams.get("confirm") === "reject" && application.stage !== "rejected";
  const hiring = url.searchParams.get("confirm") === "hire" && application.stage !== "hired";
  const [history, template, reasons, interviews, offer, offerLetter] = await Promise.all([
    applications.history(application.id),
    confirming ? applications.rejectionTemplate() : undefined,
    confirming ? applications.rejectionReasons() : undefined,
    applications.interviews(application.id),
    applications.offer(application.id),
    applications.offerLetter(application.id),
  ]);
  return {
    application,
    history,
    interviews: interviews!,
    offer,
    offerLetter,
    hiring,
    rejection:
      template && reasons
        ? {
            email: fillRejectionEmail(template, {
              candidateName: application.fullName,
              jobTitle: application.jobTitle,
            }),
            reasons,
          }
        : undefined,
    done: noticeOf(args.context),
  };
}

type ActionResult = { intent: string; errors: FormErrors; values?: Record<string, string> };

/**
 * "stage" moves it; "hire" hires it with no approved offer, the recruiter confirming none was made; "reject" rejects it for a reason, and may e-mail the candidate the rejection as
 * edited for them; "tag" and "untag" add and take off a tag; "note" adds a note; "ask" asks a member of
 * the hiring team to give an interview, "remove-interviewer" takes one off; "invite" e-mails the candidate a
 * link to choose a time when the stage's panel is free; "make-offer" asks the job's
 * approvers to approve an offer and "send-offer" sends an approved one's letter, its words as edited for this
 * candidate. Each redirects back here
 * (POST, redirect, GET).
 */
export async function action(args: Route.ActionArgs) {
  const { applications: desk } = await requireStaff(args, "applications");
  const form = await readForm(args.request);
  const intent = String(form.get("intent") ?? "");
  const refused = (errors: FormErrors) => data<ActionResult>({ intent, errors }, { status: 400 });

  let done = intent;
  if (intent === "stage") {
    const parsed = parseForm(StageMoveSchema, form);
    if (!parsed.ok) return refused(parsed.errors);
    const outcome = await desk.moveStage(args.params.id, parsed.value.stage);
    if (!outcome.ok) return refused({ form: outcome.message });
  } else if (intent === "hire") {
    const parsed = parseForm(HireWithoutOfferSchema, form);
    if (!parsed.ok) return refused(parsed.errors);
    const outcome = await desk.moveStage(args.params.id, "hired", { withoutOffer: parsed.value.noOffer });
    if (!outcome.ok) return refused({ form: outcome.message });
    done = "stage";
  } else if (intent === "reject") {
    const parsed = parseForm(RejectionFormSchema, form);
    const values = formFields(form);
    if (!parsed.ok) return data<ActionResult>({ intent, errors: parsed.errors, values }, { status: 400 });
    const { reason, notify, subject, body } = parsed.value;
    const outcome = await desk.reject(args.params.id, { reason, notify, email: { subject, body } });
    if (!outcome.ok) return data<ActionResult>({ intent, errors: { form: outcome.message }, values }, { status: 400 });
    done = notify ? "rejected" : "stage";
  } else if (intent === "tag") {
    const parsed = parseForm(TagFormSchema, form);
    if (!parsed.ok) return refused(parsed.errors);
    const outcome = await desk.addTag(args.params.id, parsed.value.tag);
    if (!outcome.ok) return refused({ tag: outcome.message });
  } else if (intent === "untag") {
    const outcome = await desk.removeTag(args.params.id, String(form.get("tag") ?? ""));
    if (!outcome.ok) return refused({ form: outcome.message });
  } else if (intent === "note") {
    const parsed = parseForm(TeamNoteSchema, form);
    if (!parsed.ok) return refused(parsed.errors);
    const outcome = await desk.addNote(args.params.id, parsed.value.body);
    if (!outcome.ok) return refused({ form: outcome.message });
  } else if (intent === "ask") {
    const parsed = parseForm(InterviewerChoiceSchema, form);
    if (!parsed.ok) return refused(parsed.errors);
    const outcome = await desk.askToInterview(args.params.id, parsed.value);
    if (!outcome.ok) return refused({ form: outcome.message });
  } else if (intent === "invite") {
    const parsed = parseForm(InterviewInvitationSchema, form);
    const values = formFields(form);
    if (!parsed.ok) return data<ActionResult>({ intent, errors: parsed.errors, values }, { status: 400 });
    const outcome = await desk.inviteToChoose(args.params.id, parsed.value);
    if (!outcome.ok) return data<ActionResult>({ intent, errors: { form: outcome.message }, values }, { status: 400 });
  } else if (intent === "make-offer") {
    const parsed = parseForm(OfferFormSchema, form);
    const values = formFields(form);
    if (!parsed.ok) return data<ActionResult>({ intent, errors: parsed.errors, values }, { status: 400 });
    const outcome = await desk.makeOffer(args.params.id, parsed.value);
    if (!outcome.ok) return data<ActionResult>({ intent, errors: { form: outcome.message }, values }, { status: 400 });
  } else if (intent === "send-offer") {
    const parsed = parseForm(OfferLetterSchema, form);
    const values = formFields(form);
    if (!parsed.ok) return data<ActionResult>({ intent, errors: parsed.errors, values }, { status: 400 });
    const outcome = await desk.sendOfferLetter(args.params.id, parsed.value);
    if (!outcome.ok) return data<ActionResult>({ intent, errors: { form: outcome.message }, values }, { status: 400 });
  } else if (intent === "remove-interviewer") {
    const outcome = await desk.removeInterviewer(args.params.id, String(form.get("panelistId") ?? ""));
    if (!outcome.ok) return refused({ form: outcome.message });
  } else {
    return refused({ form: "Unknown action." });
  }
  throw await redirectWithNotice(args.request, applicationPath(args.params.id), done);
}

export default function AdminApplicationRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ApplicationDetailPage
      {...loaderData}
      errors={actionData?.errors}
      intent={actionData?.intent}
      values={actionData?.values}
    />
  );
}
