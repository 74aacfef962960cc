import type { ReactNode } from "react";
import { Form, Link } from "react-router";

import type { BlogArticle, BlogPostRecord, BlogRevisionItem, EditorDraft } from "~contracts/content";
import { newSubject } from "~domain/content/editor-drafts";
import type { TextChange } from "~domain/content/text-changes";
import type { AuditEntryView } from "~contracts/staff";
import type { PageSales } from "~contracts/revenue-attribution";
import { blogPostPath } from "~domain/content/content-pages";
import { newsletterAdminPaths } from "~domain/newsletter/newsletter-sending";

import type { FormErrors } from "~/features/admin/shared/form-data";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { HistoryCard } from "~/features/admin/shared/ui/history-card";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { AppearsAt, PublishStateBadge } from "~/features/admin/shared/ui/publish-state-badge";
import { PublishForm } from "~/features/admin/shared/ui/publish-when-fields";
import { RevisionsCard } from "~/features/admin/shared/ui/revisions-card";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { buttonClass, SubmitButton } from "~/features/admin/shared/ui/submit-button";

import { BlogForm } from "./blog-form";
import { PageSalesCard } from "./page-sales-card";
import { ConflictCard, RevisionComparison } from "./text-changes-view";
import { blogAdminPath, emptyBlogForm, formValuesOf, type BlogFormValues, type ImageChoice } from "./blog-form-values";

type RenderArticle = (article: BlogArticle) => ReactNode;

/** A new post: the same form, saved as a draft. */
export function NewBlogPostPage({
  values,
  errors,
  preview,
  renderArticle,
  images,
  draft,
  others,
}: {
  values?: BlogFormValues | undefined;
  errors?: FormErrors | undefined;
  preview?: BlogArticle | undefined;
  renderArticle: RenderArticle;
  images?: ImageChoice[] | undefined;
  draft: EditorDraft | undefined;
  others: string[];
}) {
  return (
    <>
      <BackLink to="/admin/blog">All posts</BackLink>
      <PageHeader title="New post" intro="Saved as a draft: visitors see it only once you publish it." />
      {errors?.form ? <Notice tone="error">{errors.form}</Notice> : null}
      <BlogForm
        values={values ?? emptyBlogForm}
        errors={errors}
        submitLabel="Save draft"
        preview={preview}
        renderArticle={renderArticle}
        images={images}
        draft={{ kind: "blog-post", subject: newSubject, base: "", draft, others }}
      />
    </>
  );
}

const doneMessages: Record<string, (post: BlogPostRecord) => string> = {
  created: () => "Draft saved. Visitors see it only once you publish it.",
  saved: (post) => (post.state === "published" ? "Saved. The blog shows the change now." : "Saved."),
  published: (post) =>
    post.state === "scheduled"
      ? "Scheduled: the post appears on the blog, in the feed and in the sitemap at its time."
      : "Published: the post is on the blog, in the feed and in the sitemap now.",
  unpublished: () => "The post is a draft again: it is off the blog, the feed and the sitemap.",
  restored: () =>
    "The revision’s text is in the form as your draft: nothing has changed on the site. Save it to make it the post’s text, or discard it.",
};

export type BlogEditorProps = {
  post: BlogPostRecord;
  /** Its visits and sales of the last 90 days. */
  sales: PageSales;
  revisions: BlogRevisionItem[];
  history: AuditEntryView[];
  preview: BlogArticle | undefined;
  done?: string | undefined;
  errors?: FormErrors | undefined;
  values?: BlogFormValues | undefined;
  renderArticle: RenderArticle;
  images?: ImageChoice[] | undefined;
  draft: EditorDraft | undefined;
  others: string[];
  /** A colleague's save since this editor opened the post: theirs beside what this editor sent. */
  conflict?: { changes: TextChange[]; base: string } | undefined;
  /** The form shows a revision just restored as the editor's draft. */
  restored?: boolean | undefined;
  /** A revision opened beside the saved text. */
  comparison?: { number: number; revisionId: string; changes: TextChange[] } | undefined;
};

export function BlogEditorPage({
  post,
  revisions,
  history,
  preview,
  done,
  errors,
  values,
  renderArticle,
  images,
  draft,
  others,
  conflict,
  comparison,
  restored,
  sales,
}: BlogEditorProps) {
  const message = done ? doneMessages[done]?.(post) : undefined;
  return (
    <>
      <BackLink to="/admin/blog">All posts</BackLink>
      <PageHeader
        title={post.title}
        intro={
          <span className="inline-flex flex-wrap items-center gap-2">
            <PublishStateBadge state={post.state} />
            {post.state === "draft" ? (
              <span>/blog/{post.slug}</span>
            ) : (
              <Link to={blogPostPath(post.slug)} className="underline underline-offset-4">
                /blog/{post.slug}
              </Link>
            )}
            <AppearsAt item={post} />
          </span>
        }
        actions={
          // Editors and admins hold the newsletter too (domain/staff/staff.ts): a post visitors read can go to its subscribers.
          post.state === "published" ? (
            <Link to={newsletterAdminPaths.sendPost(post.id)} className={buttonClass("secondary")}>
              Send as newsletter
            </Link>
          ) : undefined
        }
      />
      {message ? <Notice tone="success">{message}</Notice> : null}
      {errors?.form ? <Notice tone="error">{errors.form}</Notice> : null}
      {conflict ? <ConflictCard changes={conflict.changes} /> : null}
      <div className="space-y-6">
        {comparison ? <RevisionComparison {...comparison} closeHref={blogAdminPath(post.id)} /> : null}
        {/* A new key after each save or restore: the fields show what is saved now. */}
        <BlogForm
          key={`${post.updatedAt.toISOString()} ${restored && draft ? draft.savedAt.toISOString() : ""}`}
          values={values ?? formValuesOf(post)}
          errors={errors}
          submitLabel="Save"
          preview={preview}
          renderArticle={renderArticle}
          images={images}
          draft={{
            kind: "blog-post",
            subject: post.id,
            base: conflict?.base ?? post.updatedAt.toISOString(),
            draft,
            others,
          }}
        />
        <PublishingCard post={post} errors={errors} />
        <PageSalesCard sales={sales} />
        <RevisionsCard
          revisions={revisions}
          intro="Every save keeps the whole post. Compare a revision with the saved text, then restore it as your draft if you want it back."
          compareHref={(revision) => `${blogAdminPath(post.id)}?compare=${revision.id}#comparison`}
        />
        <HistoryCard history={history} />
      </div>
    </>
  );
}

function PublishingCard({ post, errors = {} }: { post: BlogPostRecord; errors?: FormErrors | undefined }) {
  return (
    <SectionCard
      title="Publishing"
      intro={
        post.state === "draft"
          ? "Publish now, or choose a day and time in India: the post appears then on the blog, in the feed and in the sitemap."
          : "Choose another time, or take the post off the site."
      }
    >
      <PublishForm errors={errors} scheduledAt={post.state === "scheduled" ? post.publishAt : null}>
        <div className="flex flex-wrap gap-3">
          <SubmitButton name="intent" value="publish" pendingLabel="Publishing…">
            {post.state === "draft" ? "Publish" : "Change the publish time"}
          </SubmitButton>
        </div>
      </PublishForm>
      {post.state !== "draft" ? (
        <Form method="post" className="mt-4">
          <SubmitButton name="intent" value="unpublish" tone="danger" pendingLabel="Unpublishing…">
            Unpublish
          </SubmitButton>
        </Form>
      ) : null}
    </SectionCard>
  );
}
