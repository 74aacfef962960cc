import { z } from "zod";

import { contactViews } from "~contracts/contacts";
import { optionalChoice, optionalText } from "~domain/forms/list-filters";
import { leadStages } from "~domain/contacts/contacts";
import { indiaDateOf } from "~domain/time/india-dates";

import { auditedCsvDownload } from "~/features/admin/shared/csv-download.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/contact-sending-list-csv";

const SendingListFilterSchema = z.object({
  view: z.enum(contactViews).catch("mine"),
  stage: optionalChoice(leadStages),
  q: optionalText(),
});

/** The contacts list's filter as addresses to send to, without anyone who asked not to be contacted. */
export async function loader(args: Route.LoaderArgs) {
  const url = args.url;
  return auditedCsvDownload(args.request, `/admin/contacts${url.search}`, async () => {
    const { contacts, now } = await requireStaff(args, "contacts");
    const { content } = await contacts.sendingList(SendingListFilterSchema.parse(Object.fromEntries(url.searchParams)));
    return { content, fileName: `contacts-for-sending-${indiaDateOf(now())}.csv` };
  });
}
