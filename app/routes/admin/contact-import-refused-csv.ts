import { data } from "react-router";

import { downloadResponse } from "~/features/admin/shared/download";
import { requireStartedInBackOffice } from "~/features/admin/shared/download-start.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/contact-import-refused-csv";

/** An import's refused rows as CSV: the file's own columns as they were, and the reason. */
export async function loader(args: Route.LoaderArgs) {
  requireStartedInBackOffice(args.request, `/admin/contacts/import/${args.params.id}`);
  const { contactImports } = await requireStaff(args, "contacts");
  const file = await contactImports.refusedCsv(args.params.id);
  if (!file) throw data({ message: "This import does not exist." }, { status: 404 });
  return downloadResponse(file.content, { fileName: file.fileName, mediaType: "text/csv; charset=utf-8" });
}
