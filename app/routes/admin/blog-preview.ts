import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { formFields } from "~/features/admin/shared/form-data";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/blog-preview";

/**
 * The editor's live preview: the form's values drawn by the server's Markdown renderer, as the
 * public page would show them. It changes nothing; a POST only because a post's text is long.
 */
export async function action(args: Route.ActionArgs) {
  const { content } = await requireStaff(args, "content");
  const form = await readForm(args.request);
  const outcome = await content.preview(formFields(form));
  return outcome.ok ? { article: outcome.value } : data({ message: outcome.message }, { status: 400 });
}

/** Nothing to show at this address: the page of the post is where its preview is. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "content");
  throw data({ message: "Not found" }, { status: 404 });
}
