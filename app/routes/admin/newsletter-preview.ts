import { data } from "react-router";

import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/newsletter-preview";

/**
 * The e-mail's HTML part alone, for the send page's sandboxed frame: framed by this site only,
 * running nothing, fetching nothing but its pictures (links to the site, as the e-mail's are).
 */
const previewPolicy =
  "default-src 'none'; style-src 'unsafe-inline'; img-src https: http: data:; frame-ancestors 'self'; sandbox";

export async function loader(args: Route.LoaderArgs) {
  const { newsletters } = await requireStaff(args, "newsletter");
  const preview = await newsletters.preview(args.params.postId, {
    dark: args.url.searchParams.get("scheme") === "dark",
  });
  if (!preview) throw data({ message: "This post is not published (any more)." }, { status: 404 });
  return new Response(preview.html, {
    headers: {
      "content-type": "text/html; charset=utf-8",
      "content-security-policy": previewPolicy,
      "cache-control": "no-store",
    },
  });
}
