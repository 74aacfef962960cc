import { data } from "react-router";

import { answerLinkOutcome } from "~/components/forms/link-outcome.server";
import { readForm } from "~/components/forms/read-form.server";
import { parseForm } from "~/features/admin/shared/form-data";
import { InterviewTimePage } from "~/features/careers/interview-time/interview-time-page";
import { InterviewTimeChoiceSchema } from "~domain/applications/interview-scheduling";
import { interviewSchedulerContext, type InterviewTimeOutcome } from "~contracts/applications";
import { clientIpContext } from "~contracts/load-context";

import type { Route } from "./+types/interview-time";

export const meta = () => [
  { title: "Your interview | Nexora Technologies" },
  { name: "robots", content: "noindex, nofollow" },
];

/** As the demo call's manage page (routes/demo-manage.tsx): never cached, and a plain form keeps its origin. */
export const headers = () => ({ "Cache-Control": "no-store", "Referrer-Policy": "same-origin" });

const answer = (outcome: InterviewTimeOutcome) => answerLinkOutcome(outcome);

/** Opening the link changes nothing (mail scanners open links too): only the page's buttons post. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const interview = await context.get(interviewSchedulerContext).find(params.token);
  return interview ? { interview } : data({ interview: null }, { status: 404 });
}

export async function action({ request, params, context }: Route.ActionArgs) {
  const form = await readForm(request);
  const interviewScheduler = context.get(interviewSchedulerContext);
  const clientIp = context.get(clientIpContext);
  if (form.get("intent") === "cancel") return answer(await interviewScheduler.cancel(params.token, clientIp));
  const parsed = parseForm(InterviewTimeChoiceSchema, form);
  if (!parsed.ok) return answer({ ok: false, refusal: "rule", message: Object.values(parsed.errors).join(" ") });
  return answer(await interviewScheduler.choose(params.token, parsed.value.startsAt, clientIp));
}

export default function InterviewTimeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <InterviewTimePage interview={loaderData.interview} outcome={actionData} />;
}
