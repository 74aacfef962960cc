import { TestimonialFormSchema } from "~domain/content/testimonials";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { orderedListAction } from "~/features/admin/content/ordered-entry-actions.server";
import { postedTestimonial } from "~/features/admin/content/testimonial-form";
import { TestimonialListPage } from "~/features/admin/content/testimonial-list-page";
import { formFields } from "~/features/admin/shared/form-data";
import { noticeOf } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/testimonial-list";

export const meta = () => adminMeta("Testimonials");

export async function loader(args: Route.LoaderArgs) {
  const { testimonials } = await requireStaff(args, "content");
  return { entries: await testimonials.list(), done: noticeOf(args.context) };
}

export async function action(args: Route.ActionArgs) {
  const { testimonials } = await requireStaff(args, "content");
  return orderedListAction({
    desk: testimonials,
    request: args.request,
    schema: TestimonialFormSchema,
    valuesOf: (form) => postedTestimonial(formFields(form)),
    list: "/admin/testimonials",
  });
}

export default function AdminTestimonialListRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <TestimonialListPage
      entries={loaderData.entries}
      done={loaderData.done}
      errors={actionData?.errors}
      values={actionData && "values" in actionData ? actionData.values : undefined}
    />
  );
}
