import { RejectionReasonsFormSchema } from "~domain/applications/recruiting-board";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { RejectionReasonsPage } from "~/features/admin/applications/rejection-reasons-page";
import { formFields, type FormErrors } from "~/features/admin/shared/form-data";
import { noticeOf } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/rejection-reasons";
import { formAction, intent, toPage } from "~/features/admin/shared/forms/form-action.server";

export const meta = () => adminMeta("Rejection reasons");

export async function loader(args: Route.LoaderArgs) {
  const { applications } = await requireStaff(args, "applications");
  return { reasons: (await applications.rejectionReasons()).join("\n"), saved: noticeOf(args.context) === "saved" };
}

/** Saves the list, one reason a line; a refused list is shown again as it was typed. */
export async function action(args: Route.ActionArgs) {
  const { applications } = await requireStaff(args, "applications");
  return formAction<{ errors: FormErrors; reasons: string }>(args.request, {
    otherwise: intent({
      schema: RejectionReasonsFormSchema,
      run: ({ reasons }) => applications.saveRejectionReasons(reasons),
      done: toPage("/admin/applications/rejection-reasons", "saved"),
    }),
    // A refused line ("reasons.3") is the list's refusal: the one field says it.
    refused: (_, refusal, form): { errors: FormErrors; reasons: string } => ({
      errors: "errors" in refusal ? { reasons: Object.values(refusal.errors)[0]! } : { form: refusal.message },
      reasons: formFields(form).reasons ?? "",
    }),
  });
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
