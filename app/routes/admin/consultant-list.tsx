import { data } from "react-router";
import { z } from "zod";

import { readForm } from "~/components/forms/read-form.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { ConsultantsPage } from "~/features/admin/consultants/consultants-page";
import { formFields } from "~/features/admin/shared/form-data";
import { redirectWithNotice } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/consultant-list";

export const meta = () => adminMeta("Consultants");

export async function loader(args: Route.LoaderArgs) {
  const { consultants: desk } = await requireStaff(args, "consultants");
  return { consultants: await desk.list(), accounts: await desk.accountsWithoutCalls() };
}

const StartSchema = z.object({ intent: z.literal("start"), staffAccountId: z.uuid() });

/** A staff account starts taking calls, and its new page opens. */
export async function action(args: Route.ActionArgs) {
  const { consultants: desk } = await requireStaff(args, "consultants");
  const parsed = StartSchema.safeParse(formFields(await readForm(args.request)));
  if (!parsed.success) return data({ message: "Please choose a staff account from the list." }, { status: 400 });
  const outcome = await desk.startTakingCalls(parsed.data.staffAccountId);
  if (!outcome.ok) return data({ message: outcome.message }, { status: 400 });
  throw await redirectWithNotice(args.request, `/admin/consultants/${outcome.value.id}`, "start");
}

export default function AdminConsultantListRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ConsultantsPage {...loaderData} message={actionData?.message} />;
}
