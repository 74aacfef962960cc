import { data } from "react-router";

import { importLimits } from "~domain/sales/contact-import-limits";

import { readForm } from "~/components/forms/read-form.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { fileTooLargeText, ImportsPage } from "~/features/admin/sales/imports/imports-page";
import { redirectWithNotice } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/contact-imports";

export const meta = () => adminMeta("Import contacts");

export async function loader(args: Route.LoaderArgs) {
  const { contactImports } = await requireStaff(args, "contacts");
  return { imports: await contactImports.recent() };
}

/** "upload" (multipart: the CSV file), read no further than the page's limit (domain/site/page-body-limits.ts). */
export async function action(args: Route.ActionArgs) {
  const { contactImports } = await requireStaff(args, "contacts");
  const form = await readForm(args.request);
  const file = form.get("file");
  const refused = (error: string) => data({ error }, { status: 400 });
  if (!(file instanceof File) || file.size === 0) return refused("Please choose a CSV file.");
  if (file.size > importLimits.bytes) return refused(fileTooLargeText);
  const outcome = await contactImports.upload({ name: file.name, content: await file.bytes() });
  if (!outcome.ok) return refused(outcome.message);
  throw await redirectWithNotice(args.request, `/admin/contacts/import/${outcome.value.id}`, "uploaded");
}

export default function AdminContactImportsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ImportsPage imports={loaderData.imports} error={actionData?.error} />;
}
