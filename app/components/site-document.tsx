import type { ReactNode } from "react";

type SiteDocumentProps = {
  /** What the page's head holds besides the character set and the viewport. */
  head: ReactNode;
  bodyClassName?: string;
  children: ReactNode;
  /** What follows the page's content in the body (the router's scripts), which no paint waits for. */
  scripts?: ReactNode;
};

/** The last element of a page's content: the browser draws nothing until it has read this far. */
const contentEnd = "content-end";

/**
 * The HTML document around every page the site writes, the router's and the server's own alike.
 *
 * Nothing is painted before the page's content has been read to its end (`<link rel="expect">`,
 * HTML's render-blocking on an element). Without it, a page whose critical CSS is inline can be
 * painted half-read on a slow CPU, and the rest arriving moved what was painted: the navigation's
 * links jumping into place, or a scrollbar appearing and moving every centred block sideways, each a
 * layout shift (docs/performance.md). A public page's HTML is budgeted at 14.6 KB on the wire, within
 * the first round trip, so its paint waits for no extra request; a back-office page already waits
 * for its stylesheet, and now for the rest of its HTML too.
 */
export function SiteDocument({ head, bodyClassName, children, scripts }: SiteDocumentProps) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <link rel="expect" href={`#${contentEnd}`} blocking="render" />
        {head}
      </head>
      <body className={bodyClassName}>
        {children}
        <div id={contentEnd} hidden />
        {scripts}
      </body>
    </html>
  );
}
