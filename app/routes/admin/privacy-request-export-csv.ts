import { indiaDateOf } from "~domain/time/india-dates";

import { requestFilterFromUrl, privacyRequestsPath } from "~/features/admin/privacy/privacy-request-filter";
import { auditedCsvDownload } from "~/features/admin/shared/csv-download.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/privacy-request-export-csv";

/** The register under the list's filter as a CSV file: every matching request, counted and audited. */
export async function loader(args: Route.LoaderArgs) {
  const url = args.url;
  return auditedCsvDownload(args.request, `${privacyRequestsPath}${url.search}`, async () => {
    const { requests, now } = await requireStaff(args, "privacy");
    const { content } = await requests.exportCsv(requestFilterFromUrl(url));
    return { content, fileName: `privacy-requests-${indiaDateOf(now())}.csv` };
  });
}
