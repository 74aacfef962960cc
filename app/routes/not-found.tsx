import { data } from "react-router";

import { NotFoundPage } from "~/features/layout/error-page";

/** Any path no other route claims shows the not-found page, answered with status 404. */
export function loader() {
  return data(null, { status: 404 });
}

export const meta = () => [{ title: "Page not found | Nexora Technologies" }, { name: "robots", content: "noindex" }];

export default function NotFoundRoute() {
  return <NotFoundPage />;
}
