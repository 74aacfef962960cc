import { data } from "react-router";
import { z } from "zod";

import { readForm } from "~/components/forms/read-form.server";
import { adminMeta } from "~/features/admin/admin-meta";
import { formFields } from "~/features/admin/form-data";
import { noticeOf, redirectWithNotice } from "~/features/admin/notices.server";
import { dayCounts } from "~/features/admin/shell/day-counts.server";
import { Overview } from "~/features/admin/shell/overview";
import { requireStaff } from "~/features/admin/staff-session.server";
import { callOutcomes } from "~domain/consultant-calls";

import type { Route } from "./+types/overview";
import { siteContext } from "~contracts/load-context";

export const meta = () => adminMeta("Overview");

export async function loader(args: Route.LoaderArgs) {
  const member = await requireStaff(args);
  const { backOffice } = args.context.get(siteContext);
  const consultant = await backOffice.consultants.ofMember(member);
  const calls = consultant && { consultant, ...(await backOffice.consultants.calls(consultant.id)) };
  return { member, counts: await dayCounts(backOffice, member), calls, done: noticeOf(args.context) };
}

const OutcomeSchema = z.object({ intent: z.literal("outcome"), bookingId: z.uuid(), outcome: z.enum(callOutcomes) });

/** A consultant records what became of a call. */
export async function action(args: Route.ActionArgs) {
  const member = await requireStaff(args);
  const parsed = OutcomeSchema.safeParse(formFields(await readForm(args.request)));
  if (!parsed.success) return data({ message: "Please choose what became of the call." }, { status: 400 });
  const { consultants } = args.context.get(siteContext).backOffice;
  const outcome = await consultants.recordOutcome(member, parsed.data.bookingId, parsed.data.outcome);
  if (!outcome.ok) return data({ message: outcome.message }, { status: 400 });
  throw await redirectWithNotice(args.request, "/admin", "outcome");
}

export default function AdminHomeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <Overview {...loaderData} message={actionData?.message} />;
}
