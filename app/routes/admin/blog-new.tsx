import { newSubject } from "~domain/content/editor-drafts";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import {
  blogAdminPath,
  checkedPost,
  imageChoicesOf,
  postedPost,
  type BlogFormValues,
} from "~/features/admin/content/blog-form-values";
import { NewBlogPostPage } from "~/features/admin/content/blog-editor-page";
import { requireStaff } from "~/features/admin/shared/staff-session.server";
import { PostArticle } from "~/features/blog/post-article";

import type { Route } from "./+types/blog-new";
import { answer, errorsOf, formAction, intentWith, toPage } from "~/features/admin/shared/forms/form-action.server";
import type { FormErrors } from "~/features/admin/shared/form-data";
import type { BlogArticle } from "~contracts/content";

export const meta = () => adminMeta("New post");

type BlogNewAnswer = { values: BlogFormValues; preview?: BlogArticle; errors?: FormErrors };

const newPost = { kind: "blog-post", subject: newSubject } as const;

export async function loader(args: Route.LoaderArgs) {
  const { content, drafts } = await requireStaff(args, "content");
  const [images, { draft }] = await Promise.all([content.images.list(), drafts.opened(newPost)]);
  return { images: imageChoicesOf(images), draft };
}

/** "save" writes the draft and goes to its page; "preview" (without JavaScript) answers the preview. */
export async function action(args: Route.ActionArgs) {
  const { content: desk, drafts } = await requireStaff(args, "content");
  return formAction<BlogNewAnswer>(args.request, {
    intents: {
      preview: intentWith({
        parse: (form) => ({ ok: true, value: postedPost(form) }),
        run: (values) => desk.preview(values),
        done: (preview, values) => answer({ values, preview }),
      }),
    },
    // "save", the page's other button.
    otherwise: intentWith({
      parse: (form) => checkedPost(form),
      run: (values) => desk.create(values),
      done: async ({ id }) => {
        await drafts.discard(newPost);
        return toPage(blogAdminPath(id), "created");
      },
    }),
    refused: (_, refusal, form) => ({ errors: errorsOf(refusal), values: postedPost(form) }),
  });
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
