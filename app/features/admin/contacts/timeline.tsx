import { BriefcaseBusiness, CalendarDays, Mail, MessageSquare, NotebookPen, RefreshCw, Reply } from "lucide-react";
import { Link } from "react-router";

import type { TimelineEntry } from "~contracts/contacts";
import { indiaDateTime } from "~domain/time/india-dates";

const icons = {
  enquiry: MessageSquare,
  call: CalendarDays,
  note: NotebookPen,
  email: Mail,
  reply: Reply,
  change: RefreshCw,
  application: BriefcaseBusiness,
} as const;

/** A contact's history, newest first; each line links to its item where it has a page. */
export function Timeline({ entries }: { entries: TimelineEntry[] }) {
  if (entries.length === 0) return <p className="mt-3 text-sm text-slate-700">Nothing yet.</p>;
  return (
    <ol className="mt-4 flex flex-col gap-4">
      {entries.map((entry, index) => {
        const Icon = icons[entry.kind];
        return (
          <li key={`${entry.at.getTime()}-${index}`} className="flex gap-3">
            <span className="mt-0.5 flex size-7 shrink-0 items-center justify-center rounded-full bg-slate-100 text-slate-700">
              <Icon aria-hidden="true" className="size-4" />
            </span>
            <div className="min-w-0 text-sm">
              <p className="font-medium break-words text-slate-900">
                {entry.link ? (
                  <Link to={entry.link} className="text-brand-800 underline underline-offset-4">
                    {entry.title}
                  </Link>
                ) : (
                  entry.title
                )}
              </p>
              {entry.text ? (
                <p className="mt-0.5 break-words whitespace-pre-wrap text-slate-700">{entry.text}</p>
              ) : null}
              <p className="mt-0.5 text-slate-600">
                {indiaDateTime(entry.at)} IST{entry.by ? `, ${entry.by}` : ""}
              </p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
