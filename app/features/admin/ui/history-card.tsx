import type { AuditEntryView } from "~domain/back-office";
import { indiaDateTime } from "~domain/india-time";

import { SectionCard } from "./section-card";

/** A record's audit entries, newest first, ending with how it arrived. */
export function HistoryCard({ history, origin }: { history: AuditEntryView[]; origin: { text: string; at: Date } }) {
  return (
    <SectionCard title="History">
      <ol className="mt-3 space-y-3 text-sm">
        {history.map((entry) => (
          <li key={entry.id} className="border-l-2 border-slate-200 pl-3">
            <p className="break-words text-slate-800">{entry.summary}</p>
            <p className="text-xs text-slate-600">
              <span className="break-all">{entry.actorEmail}</span> ·{" "}
              <time dateTime={entry.at.toISOString()}>{indiaDateTime(entry.at)}</time>
            </p>
          </li>
        ))}
        <li className="border-l-2 border-slate-200 pl-3">
          <p className="text-slate-800">{origin.text}</p>
          <p className="text-xs text-slate-600">
            <time dateTime={origin.at.toISOString()}>{indiaDateTime(origin.at)}</time>
          </p>
        </li>
      </ol>
    </SectionCard>
  );
}
