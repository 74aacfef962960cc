import { data } from "react-router";

import { withFormFile } from "~/components/forms/read-file-form.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { ImportsPage } from "~/features/admin/contacts/imports/imports-page";
import { redirectWithNotice } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/contact-imports";

export const meta = () => adminMeta("Import contacts");

export async function loader(args: Route.LoaderArgs) {
  const { contactImports } = await requireStaff(args, "contacts");
  return { imports: await contactImports.recent() };
}

/**
 * "upload" (multipart: the CSV file), kept as it arrives and read in the background (decision 053),
 * no further than the page's limit (domain/site/page-body-limits.ts).
 */
export async function action(args: Route.ActionArgs) {
  const { contactImports } = await requireStaff(args, "contacts");
  const outcome = await withFormFile(args.request, "file", async (file) =>
    file ? contactImports.upload(file) : undefined,
  );
  const refused = (error: string) => data({ error }, { status: 400 });
  if (!outcome) return refused("Please choose a CSV file.");
  if (!outcome.ok) return refused(outcome.message);
  const { id, again } = outcome.value;
  throw await redirectWithNotice(args.request, `/admin/contacts/import/${id}`, again ? "uploaded-again" : "uploaded");
}

export default function AdminContactImportsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ImportsPage imports={loaderData.imports} error={actionData?.error} />;
}
