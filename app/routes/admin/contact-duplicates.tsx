import { adminMeta } from "~/features/admin/shared/admin-meta";
import { DuplicatesPage } from "~/features/admin/contacts/duplicates/duplicates-page";
import { pairOf, unknownPair } from "~/features/admin/contacts/duplicates/pair-fields";
import { formFields } from "~/features/admin/shared/form-data";
import { noticeOf } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/contact-duplicates";
import {
  formAction,
  intentWith,
  messageOf,
  parsedWhen,
  toPage,
} from "~/features/admin/shared/forms/form-action.server";

export const meta = () => adminMeta("Likely duplicates");

export async function loader(args: Route.LoaderArgs) {
  const { duplicates } = await requireStaff(args, "contacts");
  return { ...(await duplicates.list()), done: noticeOf(args.context) };
}

/** "Two people, not one": the pair leaves the list. */
export async function action(args: Route.ActionArgs) {
  const { duplicates } = await requireStaff(args, "contacts");
  return formAction<{ message: string }>(args.request, {
    intents: {
      dismiss: intentWith({
        parse: (form) => parsedWhen(form, pairOf(formFields(form))),
        run: (pair) => duplicates.dismiss(pair),
        done: toPage("/admin/contacts/duplicates", "dismissed"),
      }),
    },
    refused: (_, refusal) => ({ message: messageOf(refusal, unknownPair) }),
    unknownIntent: unknownPair,
  });
}

export default function AdminContactDuplicatesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DuplicatesPage {...loaderData} result={actionData} />;
}
