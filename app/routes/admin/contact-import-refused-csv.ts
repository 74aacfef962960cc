import { data } from "react-router";

import { auditedCsvDownload } from "~/features/admin/shared/csv-download.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/contact-import-refused-csv";

/** An import's refused rows as CSV: the file's own columns as they were, and the reason. */
export async function loader(args: Route.LoaderArgs) {
  return auditedCsvDownload(args.request, `/admin/contacts/import/${args.params.id}`, async () => {
    const { contactImports } = await requireStaff(args, "contacts");
    const file = await contactImports.refusedCsv(args.params.id);
    if (!file) throw data({ message: "This import does not exist." }, { status: 404 });
    return file;
  });
}
