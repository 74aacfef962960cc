import type { BlogCard } from "~contracts/content";

/** How many posts each grid shows on the blog's first page; each further page (its Load more) shows `postsPerPage` more. */
const firstPage = { featured: 3, others: 6 };
const postsPerPage = 3;

export type GridName = keyof typeof firstPage;

/** What a card shows of a post. */
export type PostCard = Omit<BlogCard, "modifiedAt" | "featured">;

/** A grid's posts as far as a page shows them, and whether it has more. */
export type BlogGrid = { posts: PostCard[]; more: boolean };

/**
 * What the blog's page `page` sends the browser: only the cards it shows, so the posts behind Load
 * more stay off the page until asked for (each grid's Load more fetches the next page's data). With
 * every post's card, /blog outgrew a new connection's first round trip (decision 077).
 */
export type BlogPageData = { grids: Record<GridName, BlogGrid>; page: number };

const gridsOf = (posts: readonly BlogCard[]) => ({
  featured: posts.filter((post) => post.featured),
  others: posts.filter((post) => !post.featured),
});

const cardOf = ({ modifiedAt: _modifiedAt, featured: _featured, ...card }: BlogCard): PostCard => card;

/** How many pages the blog has (/blog, /blog?page=2…): the last shows every post in every grid. */
export function blogPageCount(posts: readonly BlogCard[]): number {
  const grids = gridsOf(posts);
  const more = (grid: GridName) => Math.max(0, grids[grid].length - firstPage[grid]);
  return 1 + Math.ceil(Math.max(more("featured"), more("others")) / postsPerPage);
}

/** Each grid's cards as far as the blog's page `page` shows them. */
export function blogPageData(posts: readonly BlogCard[], page: number): BlogPageData {
  const grids = gridsOf(posts);
  const gridOn = (grid: GridName): BlogGrid => {
    const shown = firstPage[grid] + (page - 1) * postsPerPage;
    return { posts: grids[grid].slice(0, shown).map(cardOf), more: grids[grid].length > shown };
  };
  return { grids: { featured: gridOn("featured"), others: gridOn("others") }, page };
}
