import type { BreachSummary } from "~contracts/privacy-breaches";
import { boardClock, durationInWords } from "~domain/privacy/breach";
import { countOf } from "~domain/forms/counting";

import { Badge } from "~/features/admin/shared/ui/badge";
import { bodyCell, linkedRow, RowLink, TableAndCards } from "~/features/admin/shared/ui/data-table";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { LinkCard } from "~/features/admin/shared/ui/link-card";
import { NewRecordLink, PageHeader } from "~/features/admin/shared/ui/page-header";
import { Pager } from "~/features/admin/shared/ui/pager";

/** Where the Board's report stands: sent, due in so long, or so long late. */
export function BoardReportBadge({
  breach,
  now,
}: {
  breach: Pick<BreachSummary, "foundAt" | "boardReportedAt">;
  now: Date;
}) {
  if (breach.boardReportedAt) return <Badge tone="emerald">Board report sent</Badge>;
  const clock = boardClock(breach.foundAt, now);
  return clock.overdue ? (
    <Badge tone="red">Board report {durationInWords(clock.minutes)} overdue</Badge>
  ) : (
    <Badge tone="amber">Board report due in {durationInWords(clock.minutes)}</Badge>
  );
}

const peopleOf = (breach: BreachSummary) =>
  breach.peopleCount === null ? "Not yet listed" : countOf(breach.peopleCount, "person", "people");

const noticesOf = (breach: BreachSummary) => (breach.noticesSentAt ? "Sent" : "Not sent");

/** "A laptop was stolen…": the first words of what happened, as the breach's name in the list. */
const titleOf = (breach: BreachSummary) =>
  breach.whatHappened.length > 90 ? `${breach.whatHappened.slice(0, 90).trimEnd()}…` : breach.whatHappened;

export function BreachListPage({ rows, next, now }: { rows: BreachSummary[]; next?: string | undefined; now: Date }) {
  return (
    <>
      <PageHeader
        title="Data breaches"
        intro="Personal data breaches, newest found first: the people each affected, their notices and the report to the Data Protection Board, due 72 hours after a breach is found."
        actions={<NewRecordLink to="/admin/privacy/breaches/new">Record a breach</NewRecordLink>}
      />
      {rows.length === 0 ? (
        <EmptyState title="No breach is recorded.">
          When one is found, record it here at once: the clock runs from then.
        </EmptyState>
      ) : (
        <TableAndCards
          rows={rows}
          caption="Data breaches, newest found first"
          columns={["Found (IST)", "What happened", "People", "Notices", "Board report"]}
          tableRow={(breach) => (
            <tr className={linkedRow}>
              <td className={bodyCell}>
                <IndiaTime at={breach.foundAt} />
              </td>
              <td className={bodyCell}>
                <RowLink to={`/admin/privacy/breaches/${breach.id}`}>{titleOf(breach)}</RowLink>
              </td>
              <td className={bodyCell}>{peopleOf(breach)}</td>
              <td className={bodyCell}>{noticesOf(breach)}</td>
              <td className={bodyCell}>
                <BoardReportBadge breach={breach} now={now} />
              </td>
            </tr>
          )}
          card={(breach) => (
            <LinkCard
              to={`/admin/privacy/breaches/${breach.id}`}
              title={titleOf(breach)}
              badge={<BoardReportBadge breach={breach} now={now} />}
            >
              <p>
                Found <IndiaTime at={breach.foundAt} />. {peopleOf(breach)}; notices {noticesOf(breach).toLowerCase()}.
              </p>
            </LinkCard>
          )}
        />
      )}
      <Pager next={next} />
    </>
  );
}
