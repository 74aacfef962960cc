import { Avatar } from "~/components/ui/avatar";
import { CoverImage } from "~/components/ui/cover-image";
import { formatDay } from "~/components/ui/format-day";
import type { BlogArticle } from "~contracts/content";

/**
 * A post's own page: the same component draws the public page and the back office's preview, so
 * what an editor sees is what visitors will.
 */
export function PostArticle({ article }: { article: BlogArticle }) {
  return (
    <article className="mx-auto max-w-3xl px-4 pt-10 pb-20 sm:px-6">
      <p className="text-sm font-medium text-accent-700">{article.category}</p>
      <h1 className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">{article.title}</h1>
      <p className="mt-4 text-lg text-slate-600">{article.summary}</p>
      <div className="mt-6 flex items-center gap-3 text-sm text-slate-600">
        <Avatar src={article.authorImage} size={40} className="size-10" lazy={false} />
        <span>
          <span className="block font-medium text-brand-900">{article.author}</span>
          <time dateTime={article.date}>{formatDay(article.date)}</time> · {article.readTime}
        </span>
      </div>
      <CoverImage src={article.image} alt="" className="mt-8 rounded-3xl" />
      <div
        className="job-description mt-8 text-base leading-relaxed text-slate-700"
        // HTML the server rendered from Markdown with raw HTML off and links checked (server/jobs/job-markdown.ts).
        dangerouslySetInnerHTML={{ __html: article.bodyHtml }}
      />
    </article>
  );
}
