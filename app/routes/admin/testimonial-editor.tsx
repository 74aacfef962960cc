import { data } from "react-router";

import { TestimonialFormSchema } from "~domain/content/testimonials";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { orderedEntryPageAction } from "~/features/admin/content/ordered-entry-actions.server";
import { TestimonialEditorPage } from "~/features/admin/content/testimonial-editor-page";
import { postedTestimonial } from "~/features/admin/content/testimonial-form";
import { testimonialAdminPath } from "~/features/admin/content/testimonial-list-page";
import { formFields } from "~/features/admin/shared/form-data";
import { noticeOf } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/testimonial-editor";

export const meta = ({ loaderData: loaded }: Route.MetaArgs) =>
  adminMeta(loaded ? `${loaded.entry.shownName}’s testimonial` : "Testimonial");

export async function loader(args: Route.LoaderArgs) {
  const { testimonials, drafts } = await requireStaff(args, "content");
  const entry = await testimonials.find(args.params.id);
  if (!entry) throw data({ message: "There is no such testimonial." }, { status: 404 });
  const subject = { kind: "testimonial", subject: entry.id } as const;
  const [revisions, history, opened] = await Promise.all([
    testimonials.revisions(entry.id),
    testimonials.history(entry.id),
    drafts.opened(subject),
  ]);
  return { entry, revisions, history, ...opened, done: noticeOf(args.context) };
}

export async function action(args: Route.ActionArgs) {
  const { testimonials, drafts } = await requireStaff(args, "content");
  return orderedEntryPageAction({
    desk: testimonials,
    request: args.request,
    schema: TestimonialFormSchema,
    valuesOf: (form) => postedTestimonial(formFields(form)),
    id: args.params.id,
    draft: { drafts, kind: "testimonial" },
    here: testimonialAdminPath(args.params.id),
    list: "/admin/testimonials",
  });
}

export default function AdminTestimonialEditorRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TestimonialEditorPage
      {...loaderData}
      errors={actionData && "errors" in actionData ? actionData.errors : undefined}
      values={actionData && "values" in actionData ? actionData.values : undefined}
      confirmDelete={Boolean(actionData && "confirmDelete" in actionData)}
    />
  );
}
