/**
 * What the blog's public pages share with the server's page cache. Apart from the posts' schemas
 * (./content.ts) because those build zod objects when the module loads: a page that only links to
 * posts would otherwise bring zod and the forms' rules (about 35 KB) to its first load.
 */

/**
 * The header a blog page answers to the server's page cache: until when (epoch ms) it holds, the
 * next scheduled post's time (server/plugins/rendered-pages.ts drops it before it leaves).
 */
export const keptUntilHeader = "x-kept-until";

/** A post's address: /blog/<slug>. */
export const blogPostPath = (slug: string) => `/blog/${slug}`;
