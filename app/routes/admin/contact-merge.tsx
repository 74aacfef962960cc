import { data } from "react-router";
import { z } from "zod";

import { readForm } from "~/components/forms/read-form.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { MergePreviewPage } from "~/features/admin/contacts/duplicates/merge-preview-page";
import { pairOf, unknownPair } from "~/features/admin/contacts/duplicates/pair-fields";
import { formFields, unstorableFields } from "~/features/admin/shared/form-data";
import { redirectWithNotice } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/contact-merge";

export const meta = () => adminMeta("Merge");

const SurvivorSchema = z.object({ survivorId: z.uuid() });

/** The preview of merging the pair in the address, with the contact to keep (`keep`; the older by default). */
export async function loader(args: Route.LoaderArgs) {
  const { duplicates } = await requireStaff(args, "contacts");
  const query = Object.fromEntries(args.url.searchParams);
  const pair = pairOf(query);
  const preview = pair ? await duplicates.preview(pair, query["keep"]) : undefined;
  if (!pair || !preview) throw data({ message: "These two records are not a pair to merge." }, { status: 404 });
  return { pair, preview };
}

/** Merges the pair into the contact chosen to stay; its page then says so. */
export async function action(args: Route.ActionArgs) {
  const { duplicates } = await requireStaff(args, "contacts");
  const form = await readForm(args.request);
  const fields = formFields(form);
  const pair = pairOf(fields);
  const survivor = SurvivorSchema.safeParse(fields);
  if (String(form.get("intent")) !== "merge" || !pair || Object.keys(unstorableFields(form)).length > 0)
    return data({ message: unknownPair }, { status: 400 });
  if (!survivor.success) return data({ message: "Please choose which of the two contacts to keep." }, { status: 400 });
  const outcome = await duplicates.merge(pair, survivor.data.survivorId);
  if (!outcome.ok) return data({ message: outcome.message }, { status: 400 });
  throw await redirectWithNotice(args.request, `/admin/contacts/${outcome.value.survivorId}`, "merged");
}

export default function AdminContactMergeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <MergePreviewPage {...loaderData} result={actionData} />;
}
