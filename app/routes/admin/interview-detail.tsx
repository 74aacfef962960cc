import { data } from "react-router";

import { scorecardSchema } from "~domain/applications/interviews";

import { interviewPath } from "~/features/admin/applications/interviews/interview-list-page";
import { InterviewPage, type ScorecardAnswer } from "~/features/admin/applications/interviews/interview-page";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { formFields } from "~/features/admin/shared/form-data";
import { noticeOf } from "~/features/admin/shared/notices.server";
import { requireStaff, type RouteArgs } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/interview-detail";
import {
  errorsOf,
  formAction,
  intent,
  toPage,
  type FormIntent,
} from "~/features/admin/shared/forms/form-action.server";

export const meta = ({ loaderData: loaded }: Route.MetaArgs) =>
  adminMeta(loaded ? `Interview: ${loaded.interview.candidate.fullName}` : "Interview");

/** The interview, if the member is asked to give it: one they are not is refused as no page of theirs. */
async function interviewOf(args: RouteArgs & { params: { id: string } }) {
  const { interviews } = await requireStaff(args);
  const interview = await interviews.find(args.params.id);
  if (interview === "not yours") throw data({ message: "You are not asked to give this interview." }, { status: 403 });
  if (!interview) throw data({ message: "There is no such interview." }, { status: 404 });
  return { interviews, interview };
}

export async function loader(args: Route.LoaderArgs) {
  const { interview } = await interviewOf(args);
  return { interview, done: noticeOf(args.context) };
}

/** "save" keeps a draft only its writer sees; "submit" checks every rating is given and submits it for good. */
export async function action(args: Route.ActionArgs) {
  const { interviews, interview } = await interviewOf(args);
  const scorecard = (submit: boolean, notice: string): FormIntent<ScorecardAnswer> =>
    intent({
      schema: scorecardSchema(interview.stage.attributes, { submitting: submit }),
      run: (card) => interviews.saveScorecard(interview.id, card, { submit }),
      done: toPage(interviewPath(interview.id), notice),
    });
  return formAction<ScorecardAnswer>(args.request, {
    intents: { submit: scorecard(true, "submitted") },
    // "save", and a form that names nothing, keep a draft.
    otherwise: scorecard(false, "saved"),
    refused: (_, refusal, form) => ({ errors: errorsOf(refusal), values: formFields(form) }),
  });
}

export default function AdminInterviewRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <InterviewPage {...loaderData} answer={actionData} />;
}
