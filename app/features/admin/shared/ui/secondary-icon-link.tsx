import type { LucideIcon } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

import { buttonClass } from "./submit-button";

/** A link to another page drawn as a secondary button, its icon before the words that name it. */
export function SecondaryIconLink({ to, icon: Icon, children }: { to: string; icon: LucideIcon; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClass("secondary")}>
      <Icon aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
