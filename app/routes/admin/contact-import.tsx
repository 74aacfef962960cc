import { data } from "react-router";
import { z } from "zod";

import { importFields, importOutcomes } from "~contracts/contact-imports";
import { optionalChoice, optionalText } from "~domain/forms/list-filters";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { ImportPage } from "~/features/admin/contacts/imports/import-page";
import { noticeOf } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/contact-import";
import {
  formAction,
  intent,
  intentWith,
  messageOf,
  noFields,
  parsedWhen,
  toPage,
} from "~/features/admin/shared/forms/form-action.server";

export const meta = ({ loaderData }: Route.MetaArgs) =>
  adminMeta(loaderData ? `Import of ${loaderData.found.fileName}` : "Import contacts");

const RowFilterSchema = z.object({ outcome: optionalChoice(importOutcomes), after: optionalText() });

async function requireImport(args: Route.LoaderArgs | Route.ActionArgs) {
  const { contactImports } = await requireStaff(args, "contacts");
  const found = await contactImports.find(args.params.id);
  if (!found) throw data({ message: "This import does not exist." }, { status: 404 });
  return { desk: contactImports, found };
}

export async function loader(args: Route.LoaderArgs) {
  const { desk, found } = await requireImport(args);
  const filter = RowFilterSchema.parse(Object.fromEntries(args.url.searchParams));
  const page = await desk.rows(found.id, filter);
  const owners = found.status === "uploaded" || found.status === "checked" ? await desk.owners() : [];
  return { found, owners, ...page, outcome: filter.outcome, done: noticeOf(args.context) };
}

const SettingsSchema = z.object({
  mapping: z.array(z.union([z.enum(importFields), z.literal("")])),
  ownerId: z.union([z.uuid(), z.literal("")]).transform((id) => id || null),
});

/** "check" (the mapping and the owner; starts the dry run), "start" (the import), "cancel". */
export async function action(args: Route.ActionArgs) {
  const { desk, found } = await requireImport(args);
  const here = `/admin/contacts/import/${found.id}`;
  return formAction<{ refused: string }>(args.request, {
    intents: {
      check: intentWith({
        // The mapping is one field per column, posted under one name.
        parse: (form) => {
          const settings = SettingsSchema.safeParse({
            mapping: form.getAll("mapping"),
            ownerId: form.get("ownerId") ?? "",
          });
          return settings.success ? parsedWhen(form, settings.data) : { ok: false, errors: {} };
        },
        run: (settings) => desk.check(found.id, settings),
        done: toPage(here, "checking"),
      }),
      start: intent({ schema: noFields, run: () => desk.start(found.id), done: toPage(here, "importing") }),
      cancel: intent({ schema: noFields, run: () => desk.cancel(found.id), done: toPage(here, "cancelled") }),
    },
    refused: (_, refusal) => ({
      refused: messageOf(refusal, "Please choose a field, or Don't import, for every column."),
    }),
  });
}

export default function AdminContactImportRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ImportPage {...loaderData} refused={actionData?.refused} />;
}
