import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { BlogPostFormSchema, PublishSchema } from "~domain/content/content";
import { changesBetween } from "~domain/content/text-changes";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { BlogEditorPage } from "~/features/admin/content/blog-editor-page";
import {
  blogAdminPath,
  blogFieldLabels,
  formValuesOf,
  imageChoicesOf,
  typedValues,
} from "~/features/admin/content/blog-form-values";
import { formFields, parseForm } from "~/features/admin/shared/form-data";
import { noticeOf, redirectWithNotice } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";
import { PostArticle } from "~/features/blog/post-article";

import type { Route } from "./+types/blog-editor";
import { publishRefusalOf } from "~/features/admin/content/publish-refusal";

export const meta = ({ loaderData: loaded }: Route.MetaArgs) => adminMeta(loaded ? loaded.post.title : "Post");

export async function loader(args: Route.LoaderArgs) {
  const { content, drafts } = await requireStaff(args, "content");
  const post = await content.find(args.params.id);
  if (!post) throw data({ message: "There is no such post." }, { status: 404 });
  const subject = { kind: "blog-post", subject: post.id } as const;
  const compare = args.url.searchParams.get("compare");
  const [revisions, history, preview, images, opened, compared] = await Promise.all([
    content.revisions(post.id),
    content.history(post.id),
    content.preview(formValuesOf(post)),
    content.images.list(),
    drafts.opened(subject),
    compare ? content.revision(post.id, compare) : undefined,
  ]);
  const done = noticeOf(args.context);
  return {
    post,
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

/**
 * "save" keeps the text as a new revision; "publish" (now or at a time in India), "unpublish" and
 * "restore" change the post; "preview" (without JavaScript) answers the preview of the fields.
 */
export async function action(args: Route.ActionArgs) {
  const { content: desk, drafts } = await requireStaff(args, "content");
  const id = args.params.id;
  const form = await readForm(args.request);
  const intent = String(form.get("intent") ?? "");
  const here = blogAdminPath(id);
  const refused = (errors: Record<string, string>, values?: ReturnType<typeof typedValues>) =>
    data({ errors, values, preview: undefined }, { status: 400 });

  if (intent === "preview") {
    const values = typedValues(formFields(form));
    const preview = await desk.preview(values);
    return preview.ok
      ? { values, preview: preview.value, errors: undefined }
      : refused({ form: preview.message }, values);
  }
  if (intent === "save") {
    const values = typedValues(formFields(form));
    const parsed = parseForm(BlogPostFormSchema, form);
    if (!parsed.ok) return refused(parsed.errors, values);
    const base = String(form.get("base") ?? "");
    const outcome = await desk.update(id, values, base);
    if (!outcome.ok) {
      const saved = await desk.find(id);
      // Theirs beside this editor's, and their version, which a second save replaces knowingly.
      const conflict =
        saved && base && saved.updatedAt.toISOString() !== base
          ? {
              changes: changesBetween(formValuesOf(saved), values, blogFieldLabels),
              base: saved.updatedAt.toISOString(),
            }
          : undefined;
      return data(
        { errors: { form: outcome.message }, values, preview: undefined, conflict },
        { status: conflict ? 409 : 400 },
      );
    }
    await drafts.discard({ kind: "blog-post", subject: id });
    throw await redirectWithNotice(args.request, here, "saved");
  }
  if (intent === "publish") {
    const parsed = parseForm(PublishSchema, form);
    if (!parsed.ok) return refused(parsed.errors);
    const outcome = await desk.publish(id, parsed.value);
    if (!outcome.ok)
      return data({ ...publishRefusalOf(outcome), values: undefined, preview: undefined }, { status: 400 });
    throw await redirectWithNotice(args.request, here, "published");
  }
  if (intent === "unpublish") {
    const outcome = await desk.unpublish(id);
    if (!outcome.ok) return refused({ form: outcome.message });
    throw await redirectWithNotice(args.request, here, "unpublished");
  }
  if (intent === "restore") {
    const outcome = await desk.restore(id, String(form.get("revisionId") ?? ""));
    if (!outcome.ok) return refused({ form: outcome.message });
    throw await redirectWithNotice(args.request, `${here}?restored`, "restored");
  }
  return refused({ form: "Unknown action." });
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
