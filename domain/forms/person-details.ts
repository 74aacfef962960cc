/**
 * The blank person details the contact form and the booking form start from (and return to after
 * a send). Kept apart from the zod schemas so a page can lay out its form without loading zod.
 */
export const emptyPersonDetails = () => ({ firstName: "", lastName: "", email: "", phone: "", message: "" });

/** "First Last", or just the first name when the last is empty (the booking form's last name is optional). */
export const fullName = (person: { firstName: string; lastName: string }) =>
  `${person.firstName} ${person.lastName}`.trim();
