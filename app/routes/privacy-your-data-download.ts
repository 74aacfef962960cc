import { data } from "react-router";

import { dataDownload } from "~/features/own-data/data-download.server";
import { ownDataSession } from "~/features/own-data/own-data-cookie.server";
import { ownDataPagesContext } from "~contracts/own-data";
import { pageLanguageAsked } from "~domain/own-data/own-data-words";

import type { Route } from "./+types/privacy-your-data-download";

/**
 * The data as one file (JSON, or an HTML page to read), only for the browser that opened the
 * link: another, even with the token, gets 403.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const format = url.pathname.endsWith(".html") ? "html" : "json";
  const secret = await ownDataSession(request);
  // In the language of the page it was downloaded from, which may not be the person's own.
  const personal = secret ? await context.get(ownDataPagesContext).read(secret, pageLanguageAsked(url)) : undefined;
  if (!personal)
    throw data("Open your data from the link in your e-mail first.", {
      status: 403,
      headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex" },
    });
  return dataDownload(personal, format);
}
