/**
 * What the blog's cards and pages share. Apart from the posts' schemas
 * (./content.ts) because those build zod objects when the module loads: a page that only links to
 * posts would otherwise bring zod and the forms' rules (about 35 KB) to its first load.
 */

/** A post's address: /blog/<slug>. */
export const blogPostPath = (slug: string) => `/blog/${slug}`;
