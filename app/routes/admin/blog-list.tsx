import { adminMeta } from "~/features/admin/shared/admin-meta";
import { BlogListPage } from "~/features/admin/content/blog-list-page";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/blog-list";

export const meta = () => adminMeta("Blog");

export async function loader(args: Route.LoaderArgs) {
  const { content } = await requireStaff(args, "content");
  return { posts: await content.list() };
}

export default function AdminBlogListRoute({ loaderData }: Route.ComponentProps) {
  return <BlogListPage posts={loaderData.posts} />;
}
