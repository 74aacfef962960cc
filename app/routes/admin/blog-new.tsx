import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { BlogPostFormSchema } from "~domain/content/content";
import { newSubject } from "~domain/content/editor-drafts";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { blogAdminPath, imageChoicesOf, typedValues } from "~/features/admin/content/blog-form-values";
import { NewBlogPostPage } from "~/features/admin/content/blog-editor-page";
import { formFields, parseForm } from "~/features/admin/shared/form-data";
import { redirectWithNotice } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";
import { PostArticle } from "~/features/blog/post-article";

import type { Route } from "./+types/blog-new";

export const meta = () => adminMeta("New post");

const newPost = { kind: "blog-post", subject: newSubject } as const;

export async function loader(args: Route.LoaderArgs) {
  const { content, drafts } = await requireStaff(args, "content");
  const [images, { draft }] = await Promise.all([content.images.list(), drafts.opened(newPost)]);
  return { images: imageChoicesOf(images), draft };
}

/** "save" writes the draft and goes to its page; "preview" (without JavaScript) answers the preview. */
export async function action(args: Route.ActionArgs) {
  const { content: desk, drafts } = await requireStaff(args, "content");
  const form = await readForm(args.request);
  const values = typedValues(formFields(form));
  if (form.get("intent") === "preview") {
    const preview = await desk.preview(values);
    return preview.ok
      ? { values, preview: preview.value }
      : data({ values, errors: { form: preview.message } }, { status: 400 });
  }
  const parsed = parseForm(BlogPostFormSchema, form);
  if (!parsed.ok) return data({ errors: parsed.errors, values }, { status: 400 });
  const outcome = await desk.create(values);
  if (!outcome.ok) return data({ errors: { form: outcome.message }, values }, { status: 400 });
  await drafts.discard(newPost);
  throw await redirectWithNotice(args.request, blogAdminPath(outcome.value.id), "created");
}

export default function AdminBlogNewRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <NewBlogPostPage
      images={loaderData.images}
      draft={loaderData.draft}
      others={[]}
      values={actionData?.values}
      errors={actionData && "errors" in actionData ? actionData.errors : undefined}
      preview={actionData && "preview" in actionData ? actionData.preview : undefined}
      renderArticle={(article) => <PostArticle article={article} />}
    />
  );
}
