import { index, pgTable, text, uuid } from "drizzle-orm/pg-core";

import { createdAt, rowId, partOf } from "../columns";
import { applications } from "./applications";
import { contacts } from "./contacts";

// The contacts area's pairs it was told are two people. Apart from contacts.ts because a pair may name an
// application, while an application names its contact: one module each way would import the other.

/** A pair the desk said are two people: the duplicates list no longer offers it. */
export const contactDuplicateDismissals = pgTable(
  "contact_duplicate_dismissals",
  {
    id: rowId(),
    contactId: partOf("contact_id", () => contacts.id),
    otherContactId: uuid("other_contact_id").references(() => contacts.id, { onDelete: "cascade" }),
    applicationId: uuid("application_id").references(() => applications.id, { onDelete: "cascade" }),
    dismissedBy: text("dismissed_by").notNull(),
    createdAt: createdAt(),
  },
  (table) => [index("contact_duplicate_dismissals_contact_idx").on(table.contactId)],
);
