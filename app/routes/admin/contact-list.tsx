import { z } from "zod";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { ContactsPage } from "~/features/admin/contacts/contacts-page";
import { requireStaff } from "~/features/admin/shared/staff-session.server";
import { contactViews } from "~contracts/contacts";
import { optionalChoice, optionalText } from "~domain/forms/list-filters";
import { leadStages } from "~domain/contacts/contacts";

import type { Route } from "./+types/contact-list";

export const meta = () => adminMeta("Contacts");

const ContactFilterSchema = z.object({
  view: z.enum(contactViews).catch("mine"),
  stage: optionalChoice(leadStages),
  q: optionalText(),
  after: optionalText(),
});

export async function loader(args: Route.LoaderArgs) {
  const { contacts } = await requireStaff(args, "contacts");
  const filter = ContactFilterSchema.parse(Object.fromEntries(args.url.searchParams));
  const page = await contacts.list(filter);
  return { ...filter, ...page };
}

export default function AdminContactListRoute({ loaderData }: Route.ComponentProps) {
  return <ContactsPage {...loaderData} />;
}
