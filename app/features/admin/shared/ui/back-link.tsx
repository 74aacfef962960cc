import { ArrowLeft } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

import { useListAddress } from "./list-address";

/** The way up from a page, above its heading: to the list it belongs to, as it was left (list-address.ts). */
export function BackLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link
      to={useListAddress(to)}
      className="mb-3 inline-flex items-center gap-1.5 text-sm font-semibold text-brand-800 hover:underline"
    >
      <ArrowLeft aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
