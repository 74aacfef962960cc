import { adminMeta } from "~/features/admin/shared/admin-meta";
import { filterFromUrl } from "~/features/admin/enquiries/enquiry-filter";
import { EnquiryListPage } from "~/features/admin/enquiries/enquiry-list-page";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/enquiry-list";

export const meta = () => adminMeta("Enquiries");

export async function loader(args: Route.LoaderArgs) {
  const { enquiries: desk } = await requireStaff(args, "enquiries");
  const url = args.url;
  const filter = filterFromUrl(url);
  const [page, counts] = await Promise.all([
    desk.list(filter, { after: url.searchParams.get("after") ?? undefined }),
    desk.folderCounts(),
  ]);
  return { filter, page, counts };
}

export default function AdminEnquiriesRoute({ loaderData }: Route.ComponentProps) {
  return <EnquiryListPage {...loaderData} />;
}
