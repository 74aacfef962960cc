import { data } from "react-router";

import { boardReport, draftText } from "~domain/privacy/breach-drafts";
import { indiaDateOf } from "~domain/time/india-dates";

import { downloadResponse } from "~/features/admin/shared/download";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/privacy-breach-report";

/**
 * The report to the Data Protection Board as a text file to send through the Board's own channel:
 * the system cannot send it, so an admin does and then marks it sent on the breach's page.
 */
export async function loader(args: Route.LoaderArgs) {
  const { breaches } = await requireStaff(args, "privacy");
  const breach = await breaches.read(args.params.id);
  if (!breach) throw data({ message: "There is no such breach." }, { status: 404 });
  return downloadResponse(`${draftText(boardReport(breach))}\n`, {
    fileName: `breach-report-${indiaDateOf(breach.foundAt)}.txt`,
    mediaType: "text/plain; charset=utf-8",
  });
}
