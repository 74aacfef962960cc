import type { ReactNode } from "react";

type SiteDocumentProps = {
  /** What the page's head holds besides the character set and the viewport. */
  head: ReactNode;
  bodyClassName?: string;
  children: ReactNode;
};

/** The HTML document around every page the site writes, the router's and the server's own alike. */
export function SiteDocument({ head, bodyClassName, children }: SiteDocumentProps) {
  return (
    <html lang="en-IN">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        {head}
      </head>
      <body className={bodyClassName}>{children}</body>
    </html>
  );
}
