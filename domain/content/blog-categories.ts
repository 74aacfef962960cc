/**
 * The blog's categories: each post has one, and a newsletter subscriber may choose among them as
 * topics. Kept free of zod, so the newsletter's form in every page's footer can offer them.
 */
export const blogCategories = ["Design", "Software Engineering", "Management", "Product", "Customer Success"] as const;
export type BlogCategory = (typeof blogCategories)[number];
