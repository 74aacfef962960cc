import { DigestScheduleFormSchema, newsletterAdminPaths } from "~domain/newsletter/newsletter-sending";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { DigestPage } from "~/features/admin/newsletter/digest-page";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { errorsOf, formAction, intent, toPage } from "~/features/admin/shared/forms/form-action.server";
import { noticeOf } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/newsletter-digest";

export const meta = () => adminMeta("Monthly digest");

export async function loader(args: Route.LoaderArgs) {
  const { newsletters } = await requireStaff(args, "newsletter");
  return { schedule: await newsletters.digest(), saved: noticeOf(args.context) === "saved" };
}

export async function action(args: Route.ActionArgs) {
  const { newsletters } = await requireStaff(args, "newsletter");
  return formAction<{ errors: FormErrors }>(args.request, {
    otherwise: intent({
      schema: DigestScheduleFormSchema,
      run: (schedule) => newsletters.saveDigest(schedule),
      done: toPage(newsletterAdminPaths.digest, "saved"),
    }),
    refused: (_, refusal) => ({ errors: errorsOf(refusal) }),
  });
}

export default function AdminNewsletterDigestRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DigestPage {...loaderData} errors={actionData?.errors} />;
}
