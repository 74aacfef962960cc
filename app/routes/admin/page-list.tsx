import { adminMeta } from "~/features/admin/shared/admin-meta";
import { DocumentListPage } from "~/features/admin/content/document-list-page";
import { noticeOf } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/page-list";

export const meta = () => adminMeta("Pages");

export async function loader(args: Route.LoaderArgs) {
  const { documents } = await requireStaff(args, "content");
  return {
    documents: await documents.list(),
    done: noticeOf(args.context),
  };
}

export default function AdminPageListRoute({ loaderData }: Route.ComponentProps) {
  return <DocumentListPage {...loaderData} />;
}
