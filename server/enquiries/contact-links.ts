import { enquiries, enquiryReplies } from "../db/schema";
import { linkedRows } from "../kernel/records/linked-rows";

/** An enquiry's, and each of its replies', sales-desk person: they move with a merge of contacts (decision 046). */
export const enquiriesOfContact = linkedRows(enquiries, enquiries.contactId);

export const repliesOfContact = linkedRows(enquiryReplies, enquiryReplies.contactId);
