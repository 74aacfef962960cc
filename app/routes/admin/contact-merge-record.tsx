import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { MergeRecordPage } from "~/features/admin/contacts/duplicates/merge-record-page";
import { redirectWithNotice } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/contact-merge-record";

export const meta = () => adminMeta("Merge");

export async function loader(args: Route.LoaderArgs) {
  const { duplicates } = await requireStaff(args, "contacts");
  const merge = await duplicates.findMerge(args.params.mergeId);
  if (!merge) throw data({ message: "There is no such merge." }, { status: 404 });
  return { merge };
}

/** Undoes the merge (within a day); the contact's page then says so. */
export async function action(args: Route.ActionArgs) {
  const { duplicates } = await requireStaff(args, "contacts");
  const form = await readForm(args.request);
  if (String(form.get("intent")) !== "undo")
    return data({ message: "This form is not one this page knows. Please reload the page." }, { status: 400 });
  const outcome = await duplicates.undo(args.params.mergeId);
  if (!outcome.ok) return data({ message: outcome.message }, { status: 400 });
  throw await redirectWithNotice(args.request, `/admin/contacts/${outcome.value.survivorId}`, "merge-undone");
}

export default function AdminContactMergeRecordRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <MergeRecordPage {...loaderData} result={actionData} />;
}
