import type { ReactNode } from "react";
import { Link } from "react-router";

import type { OrderedEntryState } from "~contracts/content-entries";

import { AppearsAt, PublishStateBadge } from "~/features/admin/shared/ui/publish-state-badge";

import { OrderControls } from "./ordered-entry-controls";

/** What one kind of entry (a question, a testimonial) shows in its row; the rest of the row is the same for all. */
export type OrderedEntryRow<Entry> = {
  /** The row's link to the entry's page, and its words. */
  href: (entry: Entry) => string;
  title: (entry: Entry) => ReactNode;
  /** Which entry the order buttons change, for screen-reader users. */
  name: (entry: Entry) => string;
  /** A picture before the text (a testimonial's avatar). */
  leading?: (entry: Entry) => ReactNode;
  /** Below the row's first line: the text, shortened. */
  details: (entry: Entry) => ReactNode;
};

/** Entries in the site's order, each numbered, with its state, link and order controls. */
export function OrderedEntryList<Entry extends OrderedEntryState>({
  entries,
  row,
}: {
  entries: Entry[];
  row: OrderedEntryRow<Entry>;
}) {
  return (
    <ol className="space-y-3">
      {entries.map((entry, index) => {
        const text = (
          <div className="min-w-0">
            <div className="flex flex-wrap items-center gap-2">
              <span className="text-sm font-semibold text-slate-500">{index + 1}.</span>
              <PublishStateBadge state={entry.state} />
              <Link to={row.href(entry)} className="font-semibold text-brand-900 underline-offset-4 hover:underline">
                {row.title(entry)}
              </Link>
              <AppearsAt item={entry} className="text-sm text-slate-600" />
            </div>
            {row.details(entry)}
          </div>
        );
        return (
          <li key={entry.id} className="rounded-2xl border border-slate-200 bg-white p-4">
            <div className="flex flex-col gap-3 lg:flex-row lg:items-start lg:justify-between">
              {row.leading ? (
                <div className="flex min-w-0 gap-3">
                  {row.leading(entry)}
                  {text}
                </div>
              ) : (
                text
              )}
              <OrderControls
                id={entry.id}
                name={row.name(entry)}
                state={entry.state}
                first={index === 0}
                last={index === entries.length - 1}
              />
            </div>
          </li>
        );
      })}
    </ol>
  );
}
