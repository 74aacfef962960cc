import { renderToStaticMarkup } from "react-dom/server";

import stylesheet from "~/admin.css?url";
import { SiteDocument } from "~/components/site-document";

/**
 * Whether a download was started by the back office itself. Every current browser sends
 * Sec-Fetch-Site: "same-origin" from a page of this site, "none" when the person opened the
 * address on their own (typed, bookmarked); "same-site" (another subdomain, which the back
 * office trusts no more than any other site) and "cross-site" are refused. A browser too old
 * to send it is judged by its Referer, which the back office's pages send to their own origin
 * (Referrer-Policy: same-origin); with neither header the request is refused too, so curl
 * needs `-H 'Sec-Fetch-Site: same-origin'`.
 */
function startedInBackOffice(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site !== null) return site === "same-origin" || site === "none";
  return URL.parse(request.headers.get("referer") ?? "")?.origin === new URL(request.url).origin;
}

function RefusedDownloadPage({ page }: { page: string }) {
  return (
    <SiteDocument
      head={
        <>
          <meta name="robots" content="noindex, nofollow" />
          <title>Start the download from the back office | Nexora Technologies</title>
          {/* The build gives the stylesheet's address; unit tests, which compile no CSS, none. */}
          {stylesheet ? <link rel="stylesheet" href={stylesheet} /> : null}
        </>
      }
      bodyClassName="min-h-screen bg-slate-50 px-4 py-12"
    >
      <main className="mx-auto w-full max-w-md rounded-2xl border border-slate-200 bg-white p-6 shadow-sm sm:p-8">
        <h1 className="text-2xl font-bold tracking-tight text-brand-900">Start the download from the back office</h1>
        <p className="mt-4 text-slate-700">
          This download did not start from a page of the back office, so nothing was sent and nothing was recorded.
          Files leave only through the back office&apos;s own buttons, so that a link on another site cannot fetch them
          in your name.
        </p>
        <a href={page} className="mt-4 inline-block font-semibold text-brand-800 underline underline-offset-4">
          Open the page in the back office
        </a>
      </main>
    </SiteDocument>
  );
}

/**
 * Every download and export writes an audit entry and saves a file of personal data, and the
 * session cookie (SameSite=Lax) comes along on a link from another site: such a request is
 * answered 403 with a page leading to `page`, where the download is offered, before anything
 * is read or recorded.
 */
export function requireStartedInBackOffice(request: Request, page: string): void {
  if (startedInBackOffice(request)) return;
  throw new Response(`<!DOCTYPE html>${renderToStaticMarkup(<RefusedDownloadPage page={page} />)}`, {
    status: 403,
    headers: { "content-type": "text/html; charset=utf-8" },
  });
}
