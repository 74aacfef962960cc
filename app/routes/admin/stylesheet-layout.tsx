import { Outlet, type LinksFunction } from "react-router";

import href from "~/admin.css?url";

/**
 * Every back-office page, the sign-in steps outside the signed-in layout among them: it adds the
 * back office's stylesheet (app/admin.css), and nothing of the public site's.
 */
export const links: LinksFunction = () => [{ rel: "stylesheet", href }];

export default function BackOfficeStylesheetLayout() {
  return <Outlet />;
}
