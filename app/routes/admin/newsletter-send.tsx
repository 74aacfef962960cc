import { data } from "react-router";

import { NewsletterSendFormSchema, newsletterAdminPaths } from "~domain/newsletter/newsletter-sending";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { NewsletterSendPage, type PreviewView } from "~/features/admin/newsletter/newsletter-send-page";
import type { FormErrors } from "~/features/admin/shared/form-data";
import {
  errorsOf,
  formAction,
  intent,
  intentWith,
  postedText,
  toPage,
} from "~/features/admin/shared/forms/form-action.server";
import { noticeOf } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/newsletter-send";

export const meta = () => adminMeta("Send a newsletter");

const viewOf = (url: URL): PreviewView => ({
  width: url.searchParams.get("width") === "wide" ? "wide" : "phone",
  dark: url.searchParams.get("scheme") === "dark",
});

export async function loader(args: Route.LoaderArgs) {
  const { newsletters, member } = await requireStaff(args, "newsletter");
  const postId = args.url.searchParams.get("post");
  const [posts, preview] = await Promise.all([
    newsletters.postsToSend(),
    postId ? newsletters.preview(postId) : undefined,
  ]);
  if (postId && !preview) throw data({ message: "This post is not published (any more)." }, { status: 404 });
  // The HTML part is the preview frame's own address: the page carries only what it shows itself.
  const shown = preview && {
    post: preview.post,
    subject: preview.subject,
    text: preview.text,
    audience: preview.audience,
  };
  const done = noticeOf(args.context);
  // A test goes to the member's own address, which the page names once it is on its way.
  return { posts, preview: shown, view: viewOf(args.url), testSentTo: done === "test-sent" ? member.email : undefined };
}

/** "test" sends the e-mail to the member's own address; "send" schedules it, now or at its time, and opens its page. */
export async function action(args: Route.ActionArgs) {
  const { newsletters } = await requireStaff(args, "newsletter");
  return formAction<{ errors: FormErrors }>(args.request, {
    intents: {
      test: intentWith({
        parse: postedText("postId"),
        run: (postId) => newsletters.sendTest(postId),
        done: (_sent, postId) => toPage(newsletterAdminPaths.sendPost(postId), "test-sent"),
      }),
      send: intent({
        schema: NewsletterSendFormSchema,
        run: (send) => newsletters.schedule(send),
        done: ({ id }, send) =>
          toPage(newsletterAdminPaths.newsletter(id), send.when === "now" ? "sending" : "scheduled"),
      }),
    },
    refused: (_, refusal) => ({ errors: errorsOf(refusal) }),
  });
}

export default function AdminNewsletterSendRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <NewsletterSendPage {...loaderData} errors={actionData?.errors} />;
}
