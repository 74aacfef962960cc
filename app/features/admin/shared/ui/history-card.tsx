import type { AuditEntryView } from "~contracts/staff";

import { HistoryItem, HistoryList } from "./history-list";
import { SectionCard } from "./section-card";

/** A record's audit entries, newest first, ending with how it arrived when that is known. */
export function HistoryCard({ history, origin }: { history: AuditEntryView[]; origin?: { text: string; at: Date } }) {
  return (
    <SectionCard title="History">
      {history.length === 0 && !origin ? (
        <p className="mt-3 text-sm text-slate-600">No changes recorded.</p>
      ) : (
        <HistoryList entries={history}>
          {origin ? <HistoryItem summary={origin.text} at={origin.at} /> : null}
        </HistoryList>
      )}
    </SectionCard>
  );
}
