import { data } from "react-router";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { MergeRecordPage } from "~/features/admin/contacts/duplicates/merge-record-page";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/contact-merge-record";
import * as forms from "~/features/admin/shared/forms/form-action.server";

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
  return forms.formAction<{ message: string }>(args.request, {
    intents: {
      undo: forms.intent({
        schema: forms.noFields,
        run: () => duplicates.undo(args.params.mergeId),
        done: ({ survivorId }) => forms.toPage(`/admin/contacts/${survivorId}`, "merge-undone"),
      }),
    },
    refused: (_, refusal) => ({ message: forms.messageOf(refusal, forms.unknownForm) }),
    unknownIntent: forms.unknownForm,
  });
}

export default function AdminContactMergeRecordRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <MergeRecordPage {...loaderData} result={actionData} />;
}
