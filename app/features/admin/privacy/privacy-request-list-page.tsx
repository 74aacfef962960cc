import type { ListPage } from "~contracts/outcome";
import type { PrivacyRequestListItem } from "~contracts/privacy-requests";
import {
  privacyRequestKindNames,
  privacyRequestKinds,
  privacyRequestStateNames,
} from "~domain/privacy/privacy-requests";
import {
  PrivacyRequestDaysSchema,
  privacyRequestStateFilters,
  type PrivacyRequestFilter,
} from "~domain/privacy/privacy-requests-forms";
import { privacyRequestDayLimits } from "~domain/privacy/privacy-requests";

import {
  privacyRequestPath,
  privacyRequestsPath,
  requestFilterQuery,
} from "~/features/admin/privacy/privacy-request-filter";
import { RequestStateBadges } from "~/features/admin/privacy/privacy-request-badges";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { Notice } from "~/features/admin/shared/ui/notice";
import { NumberForm } from "~/features/admin/shared/ui/number-form";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";
import { bodyCell, linkedRow, RowLink } from "~/features/admin/shared/ui/data-table";
import { DownloadLink } from "~/features/admin/shared/ui/download-link";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { FilterBar, FilterSelect } from "~/features/admin/shared/ui/filter-bar";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { LinkCard } from "~/features/admin/shared/ui/link-card";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { PagedList } from "~/features/admin/shared/ui/paged-list";
import { useRememberListAddress } from "~/features/admin/shared/ui/list-address";

export type PrivacyRequestListProps = {
  filter: PrivacyRequestFilter;
  page: ListPage<PrivacyRequestListItem>;
  /** The company's stated period, in days. */
  periodDays: number;
  now: Date;
  done?: string | undefined;
  /** The period form's refusal. */
  result?: { intent: string; errors?: FormErrors; message?: string } | undefined;
};

/** "Open" is received or in progress. */
const stateFilterNames = { open: "Open", ...privacyRequestStateNames };

const filterSelects = [
  {
    name: "state",
    label: "State",
    anyLabel: "Any state",
    choices: privacyRequestStateFilters.map((state) => ({ value: state, label: stateFilterNames[state] })),
  },
  {
    name: "kind",
    label: "Kind",
    anyLabel: "Any kind",
    choices: privacyRequestKinds.map((kind) => ({ value: kind, label: privacyRequestKindNames[kind] })),
  },
] as const;

const handlerOf = (row: PrivacyRequestListItem) => row.handledBy ?? "Nobody yet";

/** Whose request it is: their address, or that it went with the rest of their data. */
const personOf = (row: PrivacyRequestListItem) => row.email ?? "Erased";

export function PrivacyRequestListPage({ filter, page, periodDays, now, done, result }: PrivacyRequestListProps) {
  useRememberListAddress();
  const narrowed = Boolean(filter.q || filter.state || filter.kind);
  return (
    <>
      <PageHeader
        title="Privacy requests"
        intro={`Every request a person made about their data (DPDP Act), newest first. We answer within ${periodDays} days; a grievance never later than 90. Times are India time.`}
        actions={
          <DownloadLink href={`${privacyRequestsPath}/export.csv${requestFilterQuery(filter)}`}>
            Export CSV
          </DownloadLink>
        }
      />
      <FilterBar
        label="Filter privacy requests"
        q={filter.q}
        placeholder="A person's address or name"
        clearTo={narrowed ? privacyRequestsPath : undefined}
        columns="lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
        resetKey={requestFilterQuery(filter)}
      >
        {filterSelects.map(({ name, ...select }) => (
          <FilterSelect key={name} id={`privacy-request-${name}`} name={name} value={filter[name]} {...select} />
        ))}
      </FilterBar>
      <PagedList
        page={page}
        noMatch={narrowed ? { records: "requests", other: "state or kind", clearTo: privacyRequestsPath } : undefined}
        empty={
          <EmptyState title="No privacy requests yet">
            Requests people make on their own data page and grievances sent from the privacy policy show up here.
          </EmptyState>
        }
        caption="Privacy requests"
        columns={["Reference", "Person", "Kind", "State", "Received", "Due", "Handled by"]}
        tableRow={(row) => <RequestRow row={row} now={now} />}
        card={(row) => <RequestCard row={row} now={now} />}
      />
      <PeriodForm periodDays={periodDays} done={done === "period"} result={result} />
    </>
  );
}

/** The company's stated period: new requests are due this many days after they come. */
function PeriodForm({
  periodDays,
  done,
  result,
}: {
  periodDays: number;
  done: boolean;
  result: PrivacyRequestListProps["result"];
}) {
  const form = useCheckedForm(PrivacyRequestDaysSchema, result?.errors);
  return (
    <div className="mt-8 max-w-xl">
      <SectionCard
        title="The period we answer within"
        intro={`Requests received from now on are due this many days after they came (${privacyRequestDayLimits.min} to ${privacyRequestDayLimits.max}); the privacy policy promises ${privacyRequestDayLimits.defaultDays}, so a longer period needs the policy changed first. Requests already received keep their due dates.`}
      >
        {done ? <Notice tone="success">The period is saved.</Notice> : null}
        {result?.message ? <Notice tone="error">{result.message}</Notice> : null}
        <NumberForm
          label="Days to answer a request"
          limits={privacyRequestDayLimits}
          name={form.names.days}
          value={periodDays}
          form={form}
        >
          <div>
            <SubmitButton name="intent" value="period" pendingLabel="Saving...">
              Save the period
            </SubmitButton>
          </div>
        </NumberForm>
      </SectionCard>
    </div>
  );
}

function RequestRow({ row, now }: { row: PrivacyRequestListItem; now: Date }) {
  return (
    <tr className={linkedRow}>
      <td className={`${bodyCell} whitespace-nowrap`}>
        <RowLink to={privacyRequestPath(row.id)}>{row.reference}</RowLink>
      </td>
      <td className={`${bodyCell} break-all`}>{personOf(row)}</td>
      <td className={bodyCell}>
        {privacyRequestKindNames[row.kind]}
        {row.byNominee ? <div className="text-xs text-slate-600">By a nominee</div> : null}
      </td>
      <td className={bodyCell}>
        <RequestStateBadges state={row.state} dueAt={row.dueAt} now={now} />
      </td>
      <td className={`${bodyCell} whitespace-nowrap text-slate-600`}>
        <IndiaTime at={row.receivedAt} />
      </td>
      <td className={`${bodyCell} whitespace-nowrap text-slate-600`}>
        <IndiaTime at={row.dueAt} />
      </td>
      <td className={`${bodyCell} text-slate-600`}>{handlerOf(row)}</td>
    </tr>
  );
}

function RequestCard({ row, now }: { row: PrivacyRequestListItem; now: Date }) {
  return (
    <LinkCard
      to={privacyRequestPath(row.id)}
      title={row.reference}
      badge={<RequestStateBadges state={row.state} dueAt={row.dueAt} now={now} />}
    >
      <p className="text-sm break-all text-slate-900">{personOf(row)}</p>
      <p className="mt-1 text-sm text-slate-700">
        {privacyRequestKindNames[row.kind]}
        {row.byNominee ? " · by a nominee" : ""}
      </p>
      <p className="mt-2 text-xs text-slate-600">
        Received <IndiaTime at={row.receivedAt} /> · due <IndiaTime at={row.dueAt} />
      </p>
      <p className="mt-1 text-xs text-slate-600">{row.handledBy ? `Handled by ${row.handledBy}` : "Not taken yet"}</p>
    </LinkCard>
  );
}
