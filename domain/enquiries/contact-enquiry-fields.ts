/**
 * The contact form's bounds and its honeypot's name, kept apart from the schema so
 * a page can lay out the form without loading zod (see contact-enquiry.ts).
 */
export const contactEnquiryLimits = { name: 100, email: 254, phone: 30, message: 5000 } as const;

/** The name of the hidden field only bots fill in. */
export const honeypotField = "website";
