import type { ReactNode } from "react";

import type { AuditEntryView } from "~contracts/staff";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";

/** One line of a record's history: what happened, then who and when. */
export function HistoryItem({ summary, by, at }: { summary: string; by?: string; at: Date }) {
  return (
    <li className="border-l-2 border-slate-200 pl-3">
      <p className="break-words text-slate-800">{summary}</p>
      <p className="text-xs text-slate-600">
        {by ? <>{by} · </> : null}
        <IndiaTime at={at} />
      </p>
    </li>
  );
}

/** A record's audit entries, newest first; `children` are the oldest lines (how the record began). */
export function HistoryList({ entries, children }: { entries: AuditEntryView[]; children?: ReactNode }) {
  return (
    <ol className="mt-3 space-y-3 text-sm">
      {entries.map((entry) => (
        <HistoryItem key={entry.id} summary={entry.summary} by={entry.actorName} at={entry.at} />
      ))}
      {children}
    </ol>
  );
}
