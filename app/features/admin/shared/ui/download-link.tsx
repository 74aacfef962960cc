import { Download } from "lucide-react";
import type { ReactNode } from "react";

import { buttonClass, type ButtonTone } from "./submit-button";

/** A plain link, not the router's: what it opens is a file the browser downloads (an export, a resume), not a page of the app. */
export function DownloadLink({
  href,
  tone = "secondary",
  children,
}: {
  href: string;
  tone?: ButtonTone;
  children: ReactNode;
}) {
  return (
    <a href={href} className={buttonClass(tone)} download>
      <Download aria-hidden="true" className="size-4" />
      {children}
    </a>
  );
}
