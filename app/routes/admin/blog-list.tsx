import { adminMeta } from "~/features/admin/shared/admin-meta";
import { BlogListPage } from "~/features/admin/content/blog-list-page";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/blog-list";

export const meta = () => adminMeta("Blog");

export async function loader(args: Route.LoaderArgs) {
  const { content, drafts } = await requireStaff(args, "content");
  // What the editor typed and did not save, a new post's included: it has no row of its own to show it.
  const [posts, unsaved] = await Promise.all([content.list(), drafts.mine("blog-post")]);
  return { posts, unsaved };
}

export default function AdminBlogListRoute({ loaderData }: Route.ComponentProps) {
  return <BlogListPage {...loaderData} />;
}
