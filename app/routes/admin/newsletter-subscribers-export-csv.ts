import { indiaDateOf } from "~domain/time/india-dates";

import { subscriberFilterFromUrl, subscribersPath } from "~/features/admin/newsletter/subscriber-filter";
import { auditedCsvDownload } from "~/features/admin/shared/csv-download.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/newsletter-subscribers-export-csv";

/** The subscribers' list under its filter as a CSV file: every matching subscriber, not only the page on screen. */
export async function loader(args: Route.LoaderArgs) {
  const url = args.url;
  return auditedCsvDownload(args.request, `${subscribersPath}${url.search}`, async () => {
    const { subscribers, now } = await requireStaff(args, "newsletter");
    const { content } = await subscribers.exportCsv(subscriberFilterFromUrl(url));
    return { content, fileName: `newsletter-subscribers-${indiaDateOf(now())}.csv` };
  });
}
