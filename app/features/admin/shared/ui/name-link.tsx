import type { ReactNode } from "react";
import { Link } from "react-router";

/** A list row's name of a person or record, linked to its page; a long unbroken name wraps instead of widening the row. */
export function NameLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className="font-semibold break-words text-brand-900 underline underline-offset-4">
      {children}
    </Link>
  );
}
