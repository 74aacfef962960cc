import { indiaDateOf } from "~domain/time/india-dates";

import { downloadResponse } from "~/features/admin/shared/download";
import { requireStartedInBackOffice } from "~/features/admin/shared/download-start.server";
import { filterFromUrl } from "~/features/admin/enquiries/enquiry-filter";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/enquiry-export-csv";

/** The list's current filter as a CSV file: every matching enquiry, not only the page on screen. */
export async function loader(args: Route.LoaderArgs) {
  const url = args.url;
  requireStartedInBackOffice(args.request, `/admin/enquiries${url.search}`);
  const { enquiries, now } = await requireStaff(args, "enquiries");
  const filter = filterFromUrl(url);
  const { content } = await enquiries.exportCsv(filter);
  const day = indiaDateOf(now());
  return downloadResponse(content, { fileName: `enquiries-${day}.csv`, mediaType: "text/csv; charset=utf-8" });
}
