import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { TestimonialFormSchema } from "~domain/testimonials";

import { adminMeta } from "~/features/admin/admin-meta";
import { TestimonialEditorPage } from "~/features/admin/content/testimonial-editor-page";
import { postedTestimonial } from "~/features/admin/content/testimonial-form";
import { testimonialAdminPath } from "~/features/admin/content/testimonial-list-page";
import { orderedEntryAction } from "~/features/admin/content/ordered-entry-actions.server";
import { formFields, parseForm } from "~/features/admin/form-data";
import { noticeOf, redirectWithNotice } from "~/features/admin/notices.server";
import { requireStaff } from "~/features/admin/staff-session.server";

import type { Route } from "./+types/testimonial-editor";
import { siteContext } from "~contracts/load-context";

export const meta = ({ loaderData: loaded }: Route.MetaArgs) =>
  adminMeta(loaded ? `${loaded.entry.shownName}’s testimonial` : "Testimonial");

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "content");
  const { testimonials, audit } = args.context.get(siteContext).backOffice;
  const entry = await testimonials.find(args.params.id);
  if (!entry) throw data({ message: "There is no such testimonial." }, { status: 404 });
  return { entry, history: await audit.historyOf("testimonial", entry.id), done: noticeOf(args.context) };
}

/** "save" keeps the text; "publish", "unpublish" and "delete" (asked first) change the entry. */
export async function action(args: Route.ActionArgs) {
  const member = await requireStaff(args, "content");
  const desk = args.context.get(siteContext).backOffice.testimonials;
  const form = await readForm(args.request);
  const id = args.params.id;
  const here = testimonialAdminPath(id);
  if (form.get("intent") === "save") {
    const values = postedTestimonial(formFields(form));
    const parsed = parseForm(TestimonialFormSchema, form);
    if (!parsed.ok) return data({ errors: parsed.errors, values }, { status: 400 });
    const outcome = await desk.update(member, id, values);
    if (!outcome.ok) return data({ errors: { form: outcome.message }, values }, { status: 400 });
    throw await redirectWithNotice(args.request, here, "saved");
  }
  const answer = await orderedEntryAction({
    desk,
    member,
    request: args.request,
    form,
    id,
    back: here,
    list: "/admin/testimonials",
  });
  return answer ?? data({ errors: { form: "Unknown action." } }, { status: 400 });
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
