/**
 * What the blog's cards and pages share. Apart from the posts' schemas
 * (./content.ts) because those build zod objects when the module loads: a page that only links to
 * posts would otherwise bring zod and the forms' rules (about 35 KB) to its first load.
 */

/** A post's address: /blog/<slug>. */
export const blogPostPath = (slug: string) => `/blog/${slug}`;

/** The blog's page `page` (from 1): /blog, then /blog?page=2 and on, each showing more posts. */
export const blogPagePath = (page: number) => (page === 1 ? "/blog" : `/blog?page=${page}`);
