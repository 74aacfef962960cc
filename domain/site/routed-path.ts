/**
 * The path React Router matches for a request's target, for the server's checks that must
 * agree with the router about which page a request reaches (the back office's fence, the
 * page forms' body limits). A check on the raw target is blind to what the router undoes:
 * `/./admin`, `/x/../admin` and `/admin\jobs` are normalised by the URL parser that builds the
 * page's Request (as the adapter does, server/plugins/web.ts), `/%61dmin` is decoded segment
 * by segment, and `/ADMIN` matches because route paths match regardless of case (test the
 * result with a case-insensitive pattern, as the router does). `/x.data` and `/_root.data`
 * (React Router's data requests) are the pages `/x` and `/`.
 */
export function routedPath(target: string): string {
  let pathname: string;
  try {
    pathname = new URL(`http://site${target}`).pathname;
  } catch {
    pathname = target.split("?")[0] ?? "/";
  }
  if (pathname === "/_root.data") pathname = "/";
  else if (pathname.endsWith(".data")) pathname = pathname.slice(0, -".data".length);
  return pathname.includes("%") ? decodeSegments(pathname) : pathname;
}

/** As React Router decodes a path: each segment on its own (an encoded "/" stays inside its segment), all or nothing. */
function decodeSegments(pathname: string): string {
  try {
    return pathname
      .split("/")
      .map((segment) => decodeURIComponent(segment).replace(/\//g, "%2F"))
      .join("/");
  } catch {
    return pathname;
  }
}
