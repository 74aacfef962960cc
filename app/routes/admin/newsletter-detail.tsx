import { data } from "react-router";

import { newsletterAdminPaths } from "~domain/newsletter/newsletter-sending";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { NewsletterPage } from "~/features/admin/newsletter/newsletter-page";
import { formAction, intent, messageOf, noFields, toPage } from "~/features/admin/shared/forms/form-action.server";
import { noticeOf } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/newsletter-detail";

export const meta = ({ loaderData: loaded }: Route.MetaArgs) =>
  adminMeta(loaded ? loaded.newsletter.subject : "Newsletter");

export async function loader(args: Route.LoaderArgs) {
  const { newsletters } = await requireStaff(args, "newsletter");
  const newsletter = await newsletters.find(args.params.id);
  if (!newsletter) throw data({ message: "There is no such newsletter." }, { status: 404 });
  return { newsletter, done: noticeOf(args.context) };
}

/** "cancel": a newsletter still waiting for its time is called off. */
export async function action(args: Route.ActionArgs) {
  const { newsletters } = await requireStaff(args, "newsletter");
  const id = args.params.id;
  return formAction<{ refused: string }>(args.request, {
    intents: {
      cancel: intent({
        schema: noFields,
        run: () => newsletters.cancel(id),
        done: toPage(newsletterAdminPaths.newsletter(id), "cancelled"),
      }),
    },
    refused: (_, refusal) => ({ refused: messageOf(refusal, "This form is not one this page knows.") }),
  });
}

export default function AdminNewsletterDetailRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterPage {...loaderData} refused={actionData?.refused} />;
}
