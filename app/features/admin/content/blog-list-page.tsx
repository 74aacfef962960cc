import { Link } from "react-router";

import type { BlogPostListItem, UnsavedDraft } from "~contracts/content";
import { newSubject } from "~domain/content/editor-drafts";

import { Badge } from "~/features/admin/shared/ui/badge";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { NewRecordLink, PageHeader } from "~/features/admin/shared/ui/page-header";
import { PublishStateBadge } from "~/features/admin/shared/ui/publish-state-badge";

import { blogAdminPath } from "./blog-form-values";

/**
 * Every post: drafts, then scheduled, then published; the latest change first within each. Above
 * them, what this editor typed and never saved (a new post, changes to a post), which each post's
 * page offers back.
 */
export function BlogListPage({ posts, unsaved }: { posts: BlogPostListItem[]; unsaved: UnsavedDraft[] }) {
  return (
    <>
      <PageHeader
        title="Blog"
        intro="Drafts first, then scheduled posts, then published ones; the latest change first. Times are India time."
        actions={<NewRecordLink to="/admin/blog/new">New post</NewRecordLink>}
      />
      <UnsavedDrafts unsaved={unsaved} posts={posts} />
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

/** The editor's drafts not saved, each linking to its post's page, which offers it back; a draft of a post since deleted is left out. */
function UnsavedDrafts({ unsaved, posts }: { unsaved: UnsavedDraft[]; posts: BlogPostListItem[] }) {
  const titles = new Map(posts.map((post) => [post.id, post.title]));
  const shown = unsaved.filter((draft) => draft.subject === newSubject || titles.has(draft.subject));
  if (shown.length === 0) return null;
  return (
    <section aria-labelledby="unsaved-drafts" className="mb-4 rounded-2xl border border-amber-200 bg-amber-50 p-4">
      <h2 id="unsaved-drafts" className="text-sm font-semibold text-amber-950">
        Not saved yet
      </h2>
      <p className="mt-1 text-sm text-amber-950">
        Only you see these: open one to keep your changes and save, or discard them.
      </p>
      <ul className="mt-2 space-y-1 text-sm text-amber-950">
        {shown.map((draft) => {
          const isNew = draft.subject === newSubject;
          return (
            <li key={draft.subject}>
              <Link
                to={isNew ? "/admin/blog/new" : blogAdminPath(draft.subject)}
                className="font-semibold break-words underline underline-offset-4"
              >
                {isNew ? draft.title || "A new post without a title" : titles.get(draft.subject)}
              </Link>
              {isNew ? ", a new post kept as your draft on " : ", your changes kept on "}
              <IndiaTime at={draft.savedAt} />
            </li>
          );
        })}
      </ul>
    </section>
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
