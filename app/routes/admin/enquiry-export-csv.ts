import { indiaDateOf } from "~domain/time/india-dates";

import { auditedCsvDownload } from "~/features/admin/shared/csv-download.server";
import { filterFromUrl } from "~/features/admin/enquiries/enquiry-filter";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/enquiry-export-csv";

/** The list's current filter as a CSV file: every matching enquiry, not only the page on screen. */
export async function loader(args: Route.LoaderArgs) {
  const url = args.url;
  return auditedCsvDownload(args.request, `/admin/enquiries${url.search}`, async () => {
    const { enquiries, now } = await requireStaff(args, "enquiries");
    const { content } = await enquiries.exportCsv(filterFromUrl(url));
    return { content, fileName: `enquiries-${indiaDateOf(now())}.csv` };
  });
}
