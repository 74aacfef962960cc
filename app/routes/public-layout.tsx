import { Outlet, type LinksFunction } from "react-router";

import { publicStylesheet } from "~/features/layout/public-stylesheet";

/**
 * Every public page: it adds the public site's stylesheet, and nothing of the back office's
 * (app/admin.css). The root draws the site's frame around it.
 */
export const links: LinksFunction = () => [publicStylesheet];

export default function PublicLayout() {
  return <Outlet />;
}
