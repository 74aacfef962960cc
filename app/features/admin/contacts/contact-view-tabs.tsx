import { Link } from "react-router";

import { contactViews, type ContactView } from "~contracts/contacts";

import { contactViewLabels } from "./contact-format";

/** Mine, unassigned, everyone's: each a link to `to(view)`, the current one marked. */
export function ContactViewTabs({ view, to }: { view: ContactView; to: (view: ContactView) => string }) {
  return (
    <nav aria-label="Whose contacts" className="mb-4 flex flex-wrap gap-2">
      {contactViews.map((option) => (
        <Link
          key={option}
          to={to(option)}
          aria-current={option === view ? "page" : undefined}
          className={`rounded-full px-3 py-1.5 text-sm font-semibold ${
            option === view
              ? "bg-brand-900 text-white"
              : "bg-white text-slate-800 ring-1 ring-slate-300 hover:bg-slate-50"
          }`}
        >
          {contactViewLabels[option]}
        </Link>
      ))}
    </nav>
  );
}
