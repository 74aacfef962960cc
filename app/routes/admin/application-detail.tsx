import { data } from "react-router";

import { TeamNoteSchema } from "~domain/forms/list-filters";
import { fillRejectionEmail } from "~domain/applications/recruiting";
import { HireWithoutOfferSchema, RejectionFormSchema, StageMoveSchema } from "~domain/applications/recruiting-board";
import { TagFormSchema } from "~domain/applications/application-tags";
import { InterviewerChoiceSchema } from "~domain/applications/interviews";
import { InterviewInvitationSchema } from "~domain/applications/interview-scheduling";
import { OfferFormSchema, OfferLetterSchema } from "~domain/applications/offers";

import { noticeOf } from "~/features/admin/shared/notices.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { applicationPath } from "~/features/admin/applications/application-filter";
import { ApplicationDetailPage } from "~/features/admin/applications/application-detail-page";
import { formFields, type FormErrors } from "~/features/admin/shared/form-data";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/application-detail";
import {
  formAction,
  intent,
  intentWith,
  postedText,
  refusedWithErrors,
  toPage,
  type Refusal,
} from "~/features/admin/shared/forms/form-action.server";

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
  const { id } = args.params;
  const here = applicationPath(id);
  // A long form comes back with what was typed.
  const refusedWithValues = (intent: string, refusal: Refusal, form: FormData): ActionResult => ({
    ...refusedWithErrors(intent, refusal),
    values: formFields(form),
  });
  return formAction<ActionResult>(args.request, {
    intents: {
      stage: intent({
        schema: StageMoveSchema,
        run: ({ stage }) => desk.moveStage(id, stage),
        done: toPage(here, "stage"),
      }),
      hire: intent({
        schema: HireWithoutOfferSchema,
        run: ({ noOffer }) => desk.moveStage(id, "hired", { withoutOffer: noOffer }),
        done: toPage(here, "stage"),
      }),
      reject: intent({
        schema: RejectionFormSchema,
        run: ({ reason, notify, subject, body }) => desk.reject(id, { reason, notify, email: { subject, body } }),
        done: (_, { notify }) => toPage(here, notify ? "rejected" : "stage"),
        refused: refusedWithValues,
      }),
      tag: intent({
        schema: TagFormSchema,
        run: ({ tag }) => desk.addTag(id, tag),
        done: toPage(here, "tag"),
        refused: (name, refusal) => ({
          intent: name,
          errors: "errors" in refusal ? refusal.errors : { tag: refusal.message },
        }),
      }),
      untag: intentWith({
        parse: postedText("tag"),
        run: (tag) => desk.removeTag(id, tag),
        done: toPage(here, "untag"),
      }),
      note: intent({ schema: TeamNoteSchema, run: ({ body }) => desk.addNote(id, body), done: toPage(here, "note") }),
      ask: intent({
        schema: InterviewerChoiceSchema,
        run: (choice) => desk.askToInterview(id, choice),
        done: toPage(here, "ask"),
      }),
      invite: intent({
        schema: InterviewInvitationSchema,
        run: (invitation) => desk.inviteToChoose(id, invitation),
        done: toPage(here, "invite"),
        refused: refusedWithValues,
      }),
      "make-offer": intent({
        schema: OfferFormSchema,
        run: (offer) => desk.makeOffer(id, offer),
        done: toPage(here, "make-offer"),
        refused: refusedWithValues,
      }),
      "send-offer": intent({
        schema: OfferLetterSchema,
        run: (letter) => desk.sendOfferLetter(id, letter),
        done: toPage(here, "send-offer"),
        refused: refusedWithValues,
      }),
      "remove-interviewer": intentWith({
        parse: postedText("panelistId"),
        run: (panelistId) => desk.removeInterviewer(id, panelistId),
        done: toPage(here, "remove-interviewer"),
      }),
    },
    refused: refusedWithErrors,
  });
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
