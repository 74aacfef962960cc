import { TestimonialFormSchema } from "~domain/content/testimonials";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { orderedEntryPageAction } from "~/features/admin/content/ordered-entry-actions.server";
import { entryAnswerProps } from "~/features/admin/content/ordered-entry-editor";
import { orderedEntryPageData } from "~/features/admin/content/ordered-entry-page.server";
import { TestimonialEditorPage } from "~/features/admin/content/testimonial-editor-page";
import { postedTestimonial } from "~/features/admin/content/testimonial-form";
import { testimonialAdminPath } from "~/features/admin/content/testimonial-list-page";
import { formFields } from "~/features/admin/shared/form-data";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/testimonial-editor";

export const meta = ({ loaderData: loaded }: Route.MetaArgs) =>
  adminMeta(loaded ? `${loaded.entry.shownName}’s testimonial` : "Testimonial");

export async function loader(args: Route.LoaderArgs) {
  const { testimonials, drafts } = await requireStaff(args, "content");
  return orderedEntryPageData({
    desk: testimonials,
    drafts,
    kind: "testimonial",
    id: args.params.id,
    missing: "There is no such testimonial.",
    context: args.context,
  });
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
  return <TestimonialEditorPage {...loaderData} {...entryAnswerProps(actionData)} />;
}
