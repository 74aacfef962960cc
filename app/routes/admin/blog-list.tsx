import { adminMeta } from "~/features/admin/shared/admin-meta";
import { BlogListPage } from "~/features/admin/content/blog-list-page";
import { requireStaff } from "~/features/admin/shared/staff-session.server";
import { newSubject } from "~domain/content/editor-drafts";

import type { Route } from "./+types/blog-list";

export const meta = () => adminMeta("Blog");

export async function loader(args: Route.LoaderArgs) {
  const { content, drafts } = await requireStaff(args, "content");
  // A new post typed into and never saved has no row of its own: its draft is what the editor comes back for.
  const [posts, { draft }] = await Promise.all([
    content.list(),
    drafts.opened({ kind: "blog-post", subject: newSubject }),
  ]);
  return {
    posts,
    unsavedNewPost: draft && { title: draft.fields.title?.trim() ?? "", savedAt: draft.savedAt },
  };
}

export default function AdminBlogListRoute({ loaderData }: Route.ComponentProps) {
  return <BlogListPage {...loaderData} />;
}
