import { z } from "zod";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { ConsultantsPage } from "~/features/admin/consultants/consultants-page";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/consultant-list";
import { formAction, intent, messageOf, toPage } from "~/features/admin/shared/forms/form-action.server";

export const meta = () => adminMeta("Consultants");

export async function loader(args: Route.LoaderArgs) {
  const { consultants: desk } = await requireStaff(args, "consultants");
  return { consultants: await desk.list(), accounts: await desk.accountsWithoutCalls() };
}

const StartSchema = z.object({ intent: z.literal("start"), staffAccountId: z.uuid() });

/** A staff account starts taking calls, and its new page opens. */
export async function action(args: Route.ActionArgs) {
  const { consultants: desk } = await requireStaff(args, "consultants");
  return formAction<{ message: string }>(args.request, {
    otherwise: intent({
      schema: StartSchema,
      run: ({ staffAccountId }) => desk.startTakingCalls(staffAccountId),
      done: ({ id }) => toPage(`/admin/consultants/${id}`, "start"),
    }),
    refused: (_, refusal) => ({ message: messageOf(refusal, "Please choose a staff account from the list.") }),
  });
}

export default function AdminConsultantListRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ConsultantsPage {...loaderData} message={actionData?.message} />;
}
