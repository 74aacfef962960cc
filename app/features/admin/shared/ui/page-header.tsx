import { Plus } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

import { buttonClass } from "./submit-button";

/** The heading of a back-office page, with its actions on the right (below it on a phone). */
export function PageHeader({ title, intro, actions }: { title: string; intro?: ReactNode; actions?: ReactNode }) {
  return (
    <header className="mb-6 flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-brand-900">{title}</h1>
        {intro ? <p className="mt-1 text-sm text-slate-600">{intro}</p> : null}
      </div>
      {actions ? <div className="flex flex-wrap gap-2">{actions}</div> : null}
    </header>
  );
}

/** A list page's action that starts a new record: "New job". */
export function NewRecordLink({ to, children }: { to: string; children: ReactNode }) {
  return (
    <Link to={to} className={buttonClass("primary")}>
      <Plus aria-hidden="true" className="size-4" />
      {children}
    </Link>
  );
}
