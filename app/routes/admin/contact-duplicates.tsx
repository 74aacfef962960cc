import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { DuplicatesPage } from "~/features/admin/contacts/duplicates/duplicates-page";
import { pairOf, unknownPair } from "~/features/admin/contacts/duplicates/pair-fields";
import { formFields, unstorableFields } from "~/features/admin/shared/form-data";
import { noticeOf, redirectWithNotice } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/contact-duplicates";

export const meta = () => adminMeta("Likely duplicates");

export async function loader(args: Route.LoaderArgs) {
  const { duplicates } = await requireStaff(args, "contacts");
  return { ...(await duplicates.list()), done: noticeOf(args.context) };
}

/** "Two people, not one": the pair leaves the list. */
export async function action(args: Route.ActionArgs) {
  const { duplicates } = await requireStaff(args, "contacts");
  const form = await readForm(args.request);
  const pair = pairOf(formFields(form));
  if (String(form.get("intent")) !== "dismiss" || !pair || Object.keys(unstorableFields(form)).length > 0)
    return data({ message: unknownPair }, { status: 400 });
  const outcome = await duplicates.dismiss(pair);
  if (!outcome.ok) return data({ message: outcome.message }, { status: 400 });
  throw await redirectWithNotice(args.request, "/admin/contacts/duplicates", "dismissed");
}

export default function AdminContactDuplicatesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DuplicatesPage {...loaderData} result={actionData} />;
}
