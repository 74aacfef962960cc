import { Link, useFetcher } from "react-router";

import { Avatar } from "~/components/ui/avatar";
import { CoverImage } from "~/components/ui/cover-image";
import { formatDay } from "~/components/ui/format-day";
import { isPlainClick } from "~/components/ui/plain-click";
import type { BlogGrid, BlogPageData } from "~/features/blog/blog-page-data";
import { blogPagePath, blogPostPath } from "~domain/content/content-pages";

type PostGridProps = {
  title: string;
  /** Which of the blog's grids this is, in the data of a further page. */
  name: keyof BlogPageData["grids"];
  /** Its posts as far as the page the server rendered (/blog?page=N) shows them. */
  grid: BlogGrid;
  page: number;
  /** The first row's covers hold the page's largest paint (one on a phone, three on a desktop): not lazily loaded (Lighthouse's lcp-lazy-loaded). */
  eagerFirstRow?: boolean;
};

/**
 * A titled grid of posts; 'Load more' reveals the next ones and disappears when none are left. It
 * is a link to the blog's next page, which the server renders with them, so search engines and a
 * page whose code has not loaded reach every post; once the code runs, it fetches that page's data
 * and shows this grid's posts in place.
 */
export function PostGrid({ title, name, grid, page, eagerFirstRow = false }: PostGridProps) {
  const fetcher = useFetcher<BlogPageData>();
  const shown = fetcher.data ? { ...fetcher.data.grids[name], page: fetcher.data.page } : { ...grid, page };
  const nextPage = blogPagePath(shown.page + 1);
  const id = `${title.toLowerCase().replace(/\W+/g, "-")}-title`;
  return (
    <section aria-labelledby={id} className="mt-12">
      <h2 id={id} className="text-2xl font-bold text-brand-900 sm:text-3xl">
        {title}
      </h2>
      <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {shown.posts.map((post, index) => (
          <li key={post.slug}>
            <article className="relative flex h-full flex-col overflow-hidden rounded-3xl border border-slate-200 bg-white focus-within:ring-2 focus-within:ring-brand-900">
              <CoverImage src={post.image} alt="" loading={eagerFirstRow && index < 3 ? "eager" : "lazy"} />
              <div className="flex flex-1 flex-col p-6">
                <p className="text-sm font-medium text-accent-700">{post.category}</p>
                <h3 className="mt-2 text-lg font-semibold text-brand-900">
                  {/* The whole card opens the post (its ::after covers the card); the title is the link's name. */}
                  <Link to={blogPostPath(post.slug)} className="after:absolute after:inset-0 focus:outline-none">
                    {post.title}
                  </Link>
                </h3>
                <p className="mt-2 text-slate-600">{post.summary}</p>
                <div className="mt-auto flex items-center gap-3 pt-5 text-sm text-slate-600">
                  <Avatar src={post.authorImage} size={36} className="size-9" />
                  <span>
                    <span className="block font-medium text-brand-900">{post.author}</span>
                    <time dateTime={post.date}>{formatDay(post.date)}</time> · {post.readTime}
                  </span>
                </div>
              </div>
            </article>
          </li>
        ))}
      </ul>
      {shown.more ? (
        <div className="mt-8 text-center">
          <Link
            to={nextPage}
            onClick={(event) => {
              if (!isPlainClick(event)) return;
              event.preventDefault();
              if (fetcher.state === "idle") void fetcher.load(nextPage);
            }}
            className="inline-block rounded-full border border-brand-900 px-6 py-2.5 font-semibold text-brand-900 hover:bg-brand-50"
          >
            Load more
          </Link>
        </div>
      ) : null}
    </section>
  );
}
