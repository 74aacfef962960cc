import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { TestimonialFormSchema } from "~domain/testimonials";

import { adminMeta } from "~/features/admin/admin-meta";
import { postedTestimonial } from "~/features/admin/content/testimonial-form";
import { TestimonialListPage } from "~/features/admin/content/testimonial-list-page";
import { orderedEntryAction } from "~/features/admin/content/ordered-entry-actions.server";
import { formFields, parseForm } from "~/features/admin/form-data";
import { noticeOf, redirectWithNotice } from "~/features/admin/notices.server";
import { requireStaff } from "~/features/admin/staff-session.server";

import type { Route } from "./+types/testimonial-list";
import { siteContext } from "~contracts/load-context";

export const meta = () => adminMeta("Testimonials");

export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "content");
  return { entries: await args.context.get(siteContext).backOffice.testimonials.list(), done: noticeOf(args.context) };
}

/** "create" adds a draft at the end of its list; "move", "publish" and "unpublish" change the row named by `id`. */
export async function action(args: Route.ActionArgs) {
  const member = await requireStaff(args, "content");
  const desk = args.context.get(siteContext).backOffice.testimonials;
  const form = await readForm(args.request);
  if (form.get("intent") === "create") {
    const values = postedTestimonial(formFields(form));
    const parsed = parseForm(TestimonialFormSchema, form);
    if (!parsed.ok) return data({ errors: parsed.errors, values }, { status: 400 });
    const outcome = await desk.create(member, values);
    if (!outcome.ok) return data({ errors: { form: outcome.message }, values }, { status: 400 });
    throw await redirectWithNotice(args.request, "/admin/testimonials", "created");
  }
  const here = "/admin/testimonials";
  const id = String(form.get("id") ?? "");
  const answer = await orderedEntryAction({ desk, member, request: args.request, form, id, back: here, list: here });
  return answer && !("confirmDelete" in answer)
    ? answer
    : data({ errors: { form: "Unknown action." } }, { status: 400 });
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
