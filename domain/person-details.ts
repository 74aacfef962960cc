/**
 * The blank person details the contact form and the booking form start from (and return to after
 * a send). Kept apart from the zod schemas so a page can lay out its form without loading zod.
 */
export const emptyPersonDetails = () => ({ firstName: "", lastName: "", email: "", phone: "", message: "" });
