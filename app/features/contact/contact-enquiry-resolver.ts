import { zodResolver } from "@hookform/resolvers/zod";

import { ContactEnquirySchema } from "~domain/enquiries/contact-enquiry";

/** Loaded on demand by the contact form (see lazyResolver). */
export const contactEnquiryResolver = zodResolver(ContactEnquirySchema);
