import type { ReactNode } from "react";
import { Link } from "react-router";

const stretched = "after:absolute after:inset-0";

/**
 * A card whose title links to the record, the link stretched over the whole card: a list's row on a
 * phone, or with `heading` a record among a page's cards, its title a heading of the page. The page
 * may give the card its own padding and hover (`className`).
 */
export function LinkCard({
  to,
  title,
  badge,
  heading = false,
  className = "p-4",
  children,
}: {
  to: string;
  title: ReactNode;
  badge: ReactNode;
  heading?: boolean;
  className?: string;
  children: ReactNode;
}) {
  return (
    <li className={`relative rounded-2xl border border-slate-200 bg-white ${className}`}>
      <div className="flex items-start justify-between gap-3">
        {heading ? (
          <h2 className="min-w-0 text-lg font-semibold text-brand-900">
            <Link to={to} className={stretched}>
              {title}
            </Link>
          </h2>
        ) : (
          <Link to={to} className={`min-w-0 font-semibold text-brand-900 ${stretched}`}>
            {title}
          </Link>
        )}
        {badge}
      </div>
      {children}
    </li>
  );
}
