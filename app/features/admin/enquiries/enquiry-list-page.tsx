import { Download, MessageSquareText } from "lucide-react";
import { Link } from "react-router";

import type { EnquiryListItem } from "~contracts/enquiries";
import type { ListPage } from "~contracts/outcome";
import {
  enquirySourceLabel,
  enquirySourceLabels,
  enquirySources,
  enquiryStatusLabels,
  enquiryStatuses,
  type EnquiryFilter,
  type EnquiryFolder,
} from "~domain/enquiries/enquiry-triage";
import { fullName } from "~domain/forms/person-details";

import { filterQuery, isNarrowed } from "~/features/admin/enquiries/enquiry-filter";
import { templatesPath } from "~/features/admin/enquiries/reply-card";
import { StatusBadge } from "~/features/admin/enquiries/status-badge";
import { CountTabs } from "~/features/admin/shared/ui/count-tabs";
import { bodyCell, DataTable, headCell, linkedRow, RowLink } from "~/features/admin/shared/ui/data-table";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { FilterBar, filterControl } from "~/features/admin/shared/ui/filter-bar";
import { LinkCard } from "~/features/admin/shared/ui/link-card";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { Pager } from "~/features/admin/shared/ui/pager";
import { buttonClass } from "~/features/admin/shared/ui/submit-button";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { useRememberListAddress } from "~/features/admin/shared/ui/list-address";

export type EnquiryListProps = {
  filter: EnquiryFilter;
  page: ListPage<EnquiryListItem>;
  counts: Record<EnquiryFolder, number>;
};

const folderLabels: Record<EnquiryFolder, string> = { inbox: "Inbox", spam: "Spam" };

const detailPath = (id: string) => `/admin/enquiries/${id}`;
const nameOf = (row: EnquiryListItem) => fullName(row) || row.email;

export function EnquiryListPage({ filter, page, counts }: EnquiryListProps) {
  useRememberListAddress();
  const narrowed = isNarrowed(filter);
  return (
    <>
      <PageHeader
        title="Enquiries"
        intro="Messages from the contact forms, newest first. Times are India time."
        actions={
          <>
            <Link to={templatesPath} className={buttonClass("secondary")}>
              <MessageSquareText aria-hidden="true" className="size-4" />
              Reply templates
            </Link>
            {/* A plain link: the export is a file the browser downloads, not a page of the app. */}
            <a href={`/admin/enquiries/export.csv${filterQuery(filter)}`} className={buttonClass("secondary")} download>
              <Download aria-hidden="true" className="size-4" />
              Export CSV
            </a>
          </>
        }
      />
      <FolderTabs filter={filter} counts={counts} />
      <FilterForm filter={filter} />
      {page.rows.length === 0 ? (
        narrowed ? (
          <EmptyState title="No enquiries match this filter">
            Try other words or another status.{" "}
            <Link
              to={`/admin/enquiries${filterQuery({ folder: filter.folder })}`}
              className="font-semibold text-brand-800 underline underline-offset-4"
            >
              Clear the filter
            </Link>
          </EmptyState>
        ) : filter.folder === "spam" ? (
          <EmptyState title="No spam caught">Messages that fill in the hidden trap field land here.</EmptyState>
        ) : (
          <EmptyState title="No enquiries yet">Messages sent through the contact forms will show up here.</EmptyState>
        )
      ) : (
        <>
          <EnquiryTable rows={page.rows} folder={filter.folder} />
          <EnquiryCards rows={page.rows} />
        </>
      )}
      <Pager next={page.next} />
    </>
  );
}

function FolderTabs({ filter, counts }: { filter: EnquiryFilter; counts: Record<EnquiryFolder, number> }) {
  return (
    <CountTabs
      label="Folders"
      noun={["enquiry", "enquiries"]}
      tabs={(["inbox", "spam"] as const).map((folder) => ({
        key: folder,
        label: folderLabels[folder],
        to: `/admin/enquiries${filterQuery({ ...filter, folder })}`,
        count: counts[folder],
        current: folder === filter.folder,
      }))}
    />
  );
}

function FilterForm({ filter }: { filter: EnquiryFilter }) {
  return (
    <FilterBar
      label="Filter enquiries"
      q={filter.q}
      placeholder="Name, e-mail or words in the message"
      hidden={filter.folder !== "inbox" ? { folder: filter.folder } : {}}
      clearTo={isNarrowed(filter) ? `/admin/enquiries${filterQuery({ folder: filter.folder })}` : undefined}
      columns="lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto]"
      resetKey={filterQuery(filter)}
    >
      <div>
        <label htmlFor="enquiry-status" className="block text-sm font-medium text-slate-800">
          Status
        </label>
        <select id="enquiry-status" name="status" defaultValue={filter.status ?? ""} className={filterControl}>
          <option value="">Any status</option>
          {enquiryStatuses.map((status) => (
            <option key={status} value={status}>
              {enquiryStatusLabels[status]}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="enquiry-source" className="block text-sm font-medium text-slate-800">
          Source
        </label>
        <select id="enquiry-source" name="source" defaultValue={filter.source ?? ""} className={filterControl}>
          <option value="">Any form</option>
          {enquirySources.map((source) => (
            <option key={source} value={source}>
              {enquirySourceLabels[source]}
            </option>
          ))}
        </select>
      </div>
    </FilterBar>
  );
}

/** From a tablet up: a table with the header in view. */
function EnquiryTable({ rows, folder }: { rows: EnquiryListItem[]; folder: EnquiryFolder }) {
  return (
    <div className="hidden md:block">
      <DataTable
        caption={folder === "spam" ? "Spam" : "Enquiries"}
        head={
          <tr>
            <th scope="col" className={headCell}>
              Status
            </th>
            <th scope="col" className={headCell}>
              From
            </th>
            <th scope="col" className={headCell}>
              Message
            </th>
            <th scope="col" className={headCell}>
              Source
            </th>
            <th scope="col" className={headCell}>
              Received
            </th>
          </tr>
        }
      >
        {rows.map((row) => (
          <tr key={row.id} className={linkedRow}>
            <td className={bodyCell}>
              <StatusBadge status={row.status} />
            </td>
            <td className={`${bodyCell} max-w-56`}>
              <RowLink to={detailPath(row.id)}>{nameOf(row)}</RowLink>
              <div className="truncate text-slate-600">{row.email}</div>
            </td>
            <td className={`${bodyCell} max-w-md text-slate-700`}>
              <p className="line-clamp-2">{row.preview}</p>
            </td>
            <td className={`${bodyCell} whitespace-nowrap text-slate-600`}>{enquirySourceLabel(row.source)}</td>
            <td className={`${bodyCell} whitespace-nowrap text-slate-600`}>
              <IndiaTime at={row.createdAt} />
            </td>
          </tr>
        ))}
      </DataTable>
    </div>
  );
}

/** On a phone: one card per enquiry, the whole card a link. */
function EnquiryCards({ rows }: { rows: EnquiryListItem[] }) {
  return (
    <ul className="space-y-3 md:hidden">
      {rows.map((row) => (
        <LinkCard
          key={row.id}
          to={detailPath(row.id)}
          title={<span className="block truncate">{nameOf(row)}</span>}
          badge={<StatusBadge status={row.status} />}
        >
          <p className="truncate text-sm text-slate-600">{row.email}</p>
          <p className="mt-2 line-clamp-2 text-sm text-slate-700">{row.preview}</p>
          <p className="mt-2 text-xs text-slate-500">
            <IndiaTime at={row.createdAt} />
            {" · "}
            {enquirySourceLabel(row.source)}
          </p>
        </LinkCard>
      ))}
    </ul>
  );
}
