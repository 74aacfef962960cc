import { Link } from "react-router";

import type { BlogPostListItem } from "~contracts/content";

import { Badge } from "~/features/admin/shared/ui/badge";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { NewRecordLink, PageHeader } from "~/features/admin/shared/ui/page-header";
import { PublishStateBadge } from "~/features/admin/shared/ui/publish-state-badge";

import { blogAdminPath } from "./blog-form-values";

/**
 * Every post: drafts, then scheduled, then published; the latest change first within each. Above
 * them, a new post this editor typed into and never saved, which the new post's page offers back.
 */
export function BlogListPage({
  posts,
  unsavedNewPost,
}: {
  posts: BlogPostListItem[];
  unsavedNewPost?: { title: string; savedAt: Date } | undefined;
}) {
  return (
    <>
      <PageHeader
        title="Blog"
        intro="Drafts first, then scheduled posts, then published ones; the latest change first. Times are India time."
        actions={<NewRecordLink to="/admin/blog/new">New post</NewRecordLink>}
      />
      {unsavedNewPost ? (
        <section
          aria-labelledby="unsaved-new-post"
          className="mb-4 rounded-2xl border border-amber-200 bg-amber-50 p-4"
        >
          <h2 id="unsaved-new-post" className="text-sm font-semibold text-amber-950">
            Not saved yet
          </h2>
          <p className="mt-1 text-sm text-amber-950">
            <Link to="/admin/blog/new" className="font-semibold underline underline-offset-4">
              {unsavedNewPost.title || "A new post without a title"}
            </Link>
            {", a new post kept as your draft on "}
            <IndiaTime at={unsavedNewPost.savedAt} />. Only you see it: open it to keep your changes and save, or
            discard them.
          </p>
        </section>
      ) : null}
      {posts.length === 0 ? (
        <EmptyState title="No posts yet">
          Write the first one with “New post”; it stays a draft until you publish it.
        </EmptyState>
      ) : (
        <ul className="space-y-3">
          {posts.map((post) => (
            <li key={post.id} className="rounded-2xl border border-slate-200 bg-white p-4">
              <div className="flex flex-wrap items-center gap-2">
                <PublishStateBadge state={post.state} />
                {post.changedSincePublishing ? <Badge tone="sky">Changed since publishing</Badge> : null}
                <Link
                  to={blogAdminPath(post.id)}
                  className="font-semibold text-brand-900 underline-offset-4 hover:underline"
                >
                  {post.title}
                </Link>
              </div>
              <p className="mt-1 text-sm text-slate-700">
                <PostStateLine post={post} />
              </p>
              <p className="mt-1 text-sm text-slate-600">
                /blog/{post.slug}
                {" · Last changed "}
                <IndiaTime at={post.updatedAt} />
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

/** What visitors see of the post, in words: "Scheduled for 27 Nov 2026, 9:00 AM (India)". */
function PostStateLine({ post }: { post: BlogPostListItem }) {
  if (post.state === "draft" || !post.publishAt) return <>Draft: visitors do not see it.</>;
  if (post.state === "scheduled")
    return (
      <>
        Scheduled for <IndiaTime at={post.publishAt} /> (India)
      </>
    );
  return (
    <>
      Published <IndiaTime at={post.publishAt} /> (India)
    </>
  );
}
