import type { ReactNode } from "react";
import { Link } from "react-router";

/** A list's row on a phone: a card whose title links to the record, stretched over the whole card. */
export function LinkCard({
  to,
  title,
  badge,
  children,
}: {
  to: string;
  title: ReactNode;
  badge: ReactNode;
  children: ReactNode;
}) {
  return (
    <li className="relative rounded-2xl border border-slate-200 bg-white p-4">
      <div className="flex items-start justify-between gap-3">
        <Link to={to} className="min-w-0 font-semibold text-brand-900 after:absolute after:inset-0">
          {title}
        </Link>
        {badge}
      </div>
      {children}
    </li>
  );
}
