import { data } from "react-router";

import { blogPostPath } from "~domain/content/content-pages";
import { changesBetween, type TextChange } from "~domain/content/text-changes";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { BlogEditorPage } from "~/features/admin/content/blog-editor-page";
import {
  blogAdminPath,
  blogFieldLabels,
  formValuesOf,
  imageChoicesOf,
  checkedPost,
  postedPost,
  typedValues,
  type BlogFormValues,
} from "~/features/admin/content/blog-form-values";
import { noticeOf } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";
import { PostArticle } from "~/features/blog/post-article";

import type { Route } from "./+types/blog-editor";
import { publishIntent } from "~/features/admin/content/publish-intent.server";
import {
  answer,
  errorsOf,
  formAction,
  intent,
  intentWith,
  postedText,
  noFields,
  toPage,
  type Refusal,
} from "~/features/admin/shared/forms/form-action.server";
import type { FormErrors } from "~/features/admin/shared/form-data";
import type { BlogArticle } from "~contracts/content";

export const meta = ({ loaderData: loaded }: Route.MetaArgs) => adminMeta(loaded ? loaded.post.title : "Post");

export async function loader(args: Route.LoaderArgs) {
  const { content, drafts, pageSales } = await requireStaff(args, "content");
  const post = await content.find(args.params.id);
  if (!post) throw data({ message: "There is no such post." }, { status: 404 });
  const subject = { kind: "blog-post", subject: post.id } as const;
  const compare = args.url.searchParams.get("compare");
  const [revisions, history, preview, images, opened, compared, sales] = await Promise.all([
    content.revisions(post.id),
    content.history(post.id),
    content.preview(formValuesOf(post)),
    content.images.list(),
    drafts.opened(subject),
    compare ? content.revision(post.id, compare) : undefined,
    pageSales.ofPath(blogPostPath(post.slug)),
  ]);
  const done = noticeOf(args.context);
  return {
    post,
    sales,
    revisions,
    history,
    preview: preview.ok ? preview.value : undefined,
    images: imageChoicesOf(images),
    ...opened,
    // A revision just restored (the address says so) is in the form at once: the draft asked for.
    restored: args.url.searchParams.has("restored") && opened.draft ? typedValues(opened.draft.fields) : undefined,
    comparison:
      compare && compared?.ok
        ? {
            number: compared.value.number,
            revisionId: compare,
            // Old → new, as Ghost and Git show it: struck what the saved text took out, highlighted what it put in.
            changes: changesBetween(compared.value.text, formValuesOf(post), blogFieldLabels),
          }
        : undefined,
    done,
  };
}

type BlogEditorAnswer = {
  errors: FormErrors | undefined;
  values: BlogFormValues | undefined;
  preview: BlogArticle | undefined;
  /** A colleague's save since this editor opened the post: what changed, and their version. */
  conflict?: { changes: TextChange[]; base: string } | undefined;
  /** A scheduled time that has passed. */
  passed?: Date | undefined;
};

/**
 * "save" keeps the text as a new revision; "publish" (now or at a time in India), "unpublish" and
 * "restore" change the post; "preview" (without JavaScript) answers the preview of the fields.
 */
export async function action(args: Route.ActionArgs) {
  const { content: desk, drafts } = await requireStaff(args, "content");
  const id = args.params.id;
  const here = blogAdminPath(id);
  const refusedWithPost = (_: string, refusal: Refusal, form: FormData): BlogEditorAnswer => ({
    errors: errorsOf(refusal),
    values: postedPost(form),
    preview: undefined,
  });
  return formAction<BlogEditorAnswer>(args.request, {
    intents: {
      preview: intentWith({
        parse: (form) => ({ ok: true, value: postedPost(form) }),
        run: (values) => desk.preview(values),
        done: (preview, values) => answer({ values, preview, errors: undefined }),
        refused: refusedWithPost,
      }),
      save: intentWith({
        parse: checkedPost,
        run: async (values, form) => {
          const base = String(form.get("base") ?? "");
          const outcome = await desk.update(id, values, base);
          if (outcome.ok) return outcome;
          const saved = await desk.find(id);
          // Theirs beside this editor's, and their version, which a second save replaces knowingly.
          const conflict =
            saved && base && saved.updatedAt.toISOString() !== base
              ? {
                  changes: changesBetween(formValuesOf(saved), values, blogFieldLabels),
                  base: saved.updatedAt.toISOString(),
                }
              : undefined;
          return answer(
            { errors: { form: outcome.message }, values, preview: undefined, conflict },
            conflict ? 409 : 400,
          );
        },
        done: async () => {
          await drafts.discard({ kind: "blog-post", subject: id });
          return toPage(here, "saved");
        },
        refused: refusedWithPost,
      }),
      publish: publishIntent({
        publish: (when) => desk.publish(id, when),
        here,
        answerOf: (refusal) => ({ ...refusal, values: undefined, preview: undefined }),
      }),
      unpublish: intent({ schema: noFields, run: () => desk.unpublish(id), done: toPage(here, "unpublished") }),
      restore: intentWith({
        parse: postedText("revisionId"),
        run: (revisionId) => desk.restore(id, revisionId),
        done: toPage(`${here}?restored`, "restored"),
      }),
    },
    refused: (_, refusal) => ({ errors: errorsOf(refusal), values: undefined, preview: undefined }),
  });
}

export default function AdminBlogEditorRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <BlogEditorPage
      {...loaderData}
      preview={actionData?.preview ?? loaderData.preview}
      errors={actionData?.errors}
      values={actionData?.values ?? loaderData.restored}
      restored={!actionData && loaderData.restored !== undefined}
      conflict={actionData && "conflict" in actionData ? actionData.conflict : undefined}
      renderArticle={(article) => <PostArticle article={article} />}
    />
  );
}
