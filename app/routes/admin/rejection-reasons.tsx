import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { RejectionReasonsFormSchema } from "~domain/careers/hiring-board";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { RejectionReasonsPage } from "~/features/admin/applications/rejection-reasons-page";
import { formFields, parseForm } from "~/features/admin/shared/form-data";
import { noticeOf, redirectWithNotice } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/rejection-reasons";

export const meta = () => adminMeta("Rejection reasons");

export async function loader(args: Route.LoaderArgs) {
  const { applications } = await requireStaff(args, "applications");
  return { reasons: (await applications.rejectionReasons()).join("\n"), saved: noticeOf(args.context) === "saved" };
}

/** Saves the list, one reason a line; a refused list is shown again as it was typed. */
export async function action(args: Route.ActionArgs) {
  const { applications } = await requireStaff(args, "applications");
  const form = await readForm(args.request);
  const parsed = parseForm(RejectionReasonsFormSchema, form);
  const { reasons = "" } = formFields(form);
  // A refused line ("reasons.3") is the list's refusal: the one field says it.
  if (!parsed.ok) return data({ errors: { reasons: Object.values(parsed.errors)[0]! }, reasons }, { status: 400 });
  const outcome = await applications.saveRejectionReasons(parsed.value.reasons);
  if (!outcome.ok) return data({ errors: { form: outcome.message }, reasons }, { status: 400 });
  throw await redirectWithNotice(args.request, "/admin/applications/rejection-reasons", "saved");
}

export default function AdminRejectionReasonsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <RejectionReasonsPage
      reasons={actionData?.reasons ?? loaderData.reasons}
      saved={loaderData.saved}
      errors={actionData?.errors}
    />
  );
}
