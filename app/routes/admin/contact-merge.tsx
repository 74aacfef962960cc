import { data } from "react-router";
import { z } from "zod";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { MergePreviewPage } from "~/features/admin/contacts/duplicates/merge-preview-page";
import { pairOf, unknownPair } from "~/features/admin/contacts/duplicates/pair-fields";
import { formFields } from "~/features/admin/shared/form-data";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/contact-merge";
import { formAction, intentWith, parsedWhen, toPage } from "~/features/admin/shared/forms/form-action.server";

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
  return formAction<{ message: string }>(args.request, {
    intents: {
      merge: intentWith({
        // The pair first: a survivor means nothing without it.
        parse: (form) => {
          const fields = formFields(form);
          const pair = parsedWhen(form, pairOf(fields));
          if (!pair.ok) return { ok: false, errors: { form: unknownPair } };
          const survivor = SurvivorSchema.safeParse(fields);
          return survivor.success
            ? { ok: true, value: { pair: pair.value, survivorId: survivor.data.survivorId } }
            : { ok: false, errors: { form: "Please choose which of the two contacts to keep." } };
        },
        run: ({ pair, survivorId }) => duplicates.merge(pair, survivorId),
        done: ({ survivorId }) => toPage(`/admin/contacts/${survivorId}`, "merged"),
      }),
    },
    refused: (_, refusal) => ({
      message: "errors" in refusal ? (refusal.errors.form ?? unknownPair) : refusal.message,
    }),
    unknownIntent: unknownPair,
  });
}

export default function AdminContactMergeRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <MergePreviewPage {...loaderData} result={actionData} />;
}
