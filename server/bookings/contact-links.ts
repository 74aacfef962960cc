import { bookings } from "../db/schema";
import { linkedRows } from "../kernel/records/linked-rows";

/** A call's sales-desk person: calls move with a merge of contacts (decision 046). */
export const callsOfContact = linkedRows(bookings, bookings.contactId);
