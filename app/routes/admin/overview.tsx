import { z } from "zod";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { noticeOf } from "~/features/admin/shared/notices.server";
import { dayCounts } from "~/features/admin/shared/shell/day-counts.server";
import { Overview } from "~/features/admin/shared/shell/overview";
import { requireStaff } from "~/features/admin/shared/staff-session.server";
import { listPath } from "~/features/admin/applications/application-filter";
import {
  RecruitingToDo,
  type RecruitingToDoProps,
} from "~/features/admin/applications/recruiting-work/recruiting-to-do";
import { MyCalls } from "~/features/admin/consultants/my-calls";
import { MyTasks } from "~/features/admin/contacts/tasks/my-tasks";
import { mayUse } from "~domain/staff/staff";
import { callOutcomes } from "~domain/consultants/consultant-calls";
import { TaskChangeSchema } from "~domain/contacts/contact-tasks";
import type { SignedIn } from "~contracts/back-office";

import type { Route } from "./+types/overview";
import { formAction, intent, messageOf, toPage } from "~/features/admin/shared/forms/form-action.server";

export const meta = () => adminMeta("Overview");

export async function loader(args: Route.LoaderArgs) {
  const signedIn = await requireStaff(args);
  const { member, consultant: page, tasks: desk, now } = signedIn;
  const consultant = await page.mine();
  const calls = consultant && { consultant, ...(await page.calls(consultant.id)) };
  const tasks = await desk.mine();
  return {
    member,
    counts: await dayCounts(signedIn),
    calls,
    tasks,
    recruiting: await recruitingToDo(signedIn),
    now: now(),
    done: noticeOf(args.context),
  };
}

const OutcomeSchema = z.object({ intent: z.literal("outcome"), bookingId: z.uuid(), outcome: z.enum(callOutcomes) });

/** A consultant records what became of a call; anyone marks one of their tasks done. */
export async function action(args: Route.ActionArgs) {
  const { consultant, tasks } = await requireStaff(args);
  return formAction<{ message: string }>(args.request, {
    intents: {
      "task-done": intent({
        schema: TaskChangeSchema,
        run: ({ taskId }) => tasks.markDone(taskId),
        done: toPage("/admin", "task-done"),
        refused: (_, refusal) => ({ message: messageOf(refusal, "This task is not one this page knows.") }),
      }),
    },
    // The call's outcome, the page's other form.
    otherwise: intent({
      schema: OutcomeSchema,
      run: ({ bookingId, outcome }) => consultant.recordOutcome(bookingId, outcome),
      done: toPage("/admin", "outcome"),
    }),
    refused: (_, refusal) => ({ message: messageOf(refusal, "Please choose what became of the call.") }),
  });
}

const newApplicationsPath = (job: string) => listPath({ job, stage: "new" });

/** What recruiting waits for this person to do, whatever their role. */
async function recruitingToDo({ interviews, offers, areas }: SignedIn): Promise<RecruitingToDoProps> {
  const [offersToApprove, interviewsToGive, offersToSend] = await Promise.all([
    offers.awaitingMe(),
    interviews.toGive(),
    areas.applications?.recruiting.offersToSend(),
  ]);
  return { offersToApprove, interviewsToGive, offersToSend };
}

export default function AdminHomeRoute({ loaderData, actionData }: Route.ComponentProps) {
  const { member, calls, tasks, recruiting, now } = loaderData;
  const onSalesDesk = mayUse(member.role, "contacts");
  return (
    <Overview
      {...loaderData}
      message={actionData?.message}
      newApplicationsPath={newApplicationsPath}
      sections={
        <>
          {calls ? <MyCalls calls={calls} /> : null}
          <RecruitingToDo {...recruiting} />
          {onSalesDesk || tasks.length > 0 ? <MyTasks tasks={tasks} now={now} mayOpen={onSalesDesk} /> : null}
        </>
      }
    />
  );
}
