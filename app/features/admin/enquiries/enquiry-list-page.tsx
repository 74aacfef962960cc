import { Download, Search } from "lucide-react";
import { Form, Link } from "react-router";

import type { EnquiryListItem, ListPage } from "~domain/back-office";
import {
  enquirySourceLabel,
  enquirySourceLabels,
  enquirySources,
  enquiryStatusLabels,
  enquiryStatuses,
  type EnquiryFilter,
  type EnquiryFolder,
} from "~domain/enquiry-triage";
import { indiaDateTime } from "~domain/india-time";
import { fullName } from "~domain/person-details";

import { filterQuery, isNarrowed } from "~/features/admin/enquiries/enquiry-filter";
import { StatusBadge } from "~/features/admin/enquiries/status-badge";
import { bodyCell, DataTable, headCell, linkedRow, RowLink } from "~/features/admin/ui/data-table";
import { EmptyState } from "~/features/admin/ui/empty-state";
import { LinkCard } from "~/features/admin/ui/link-card";
import { PageHeader } from "~/features/admin/ui/page-header";
import { Pager } from "~/features/admin/ui/pager";
import { buttonClass } from "~/features/admin/ui/submit-button";

export type EnquiryListProps = {
  filter: EnquiryFilter;
  page: ListPage<EnquiryListItem>;
  counts: Record<EnquiryFolder, number>;
};

const folderLabels: Record<EnquiryFolder, string> = { inbox: "Inbox", spam: "Spam" };

const control =
  "mt-1.5 block w-full rounded-xl border border-slate-300 bg-white px-3 py-2.5 text-sm text-slate-900 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/20 focus:outline-none";

const detailPath = (id: string) => `/admin/enquiries/${id}`;
const nameOf = (row: EnquiryListItem) => fullName(row) || row.email;

export function EnquiryListPage({ filter, page, counts }: EnquiryListProps) {
  const narrowed = isNarrowed(filter);
  return (
    <>
      <PageHeader
        title="Enquiries"
        intro="Messages from the contact forms, newest first. Times are India time."
        actions={
          // A plain link: the export is a file the browser downloads, not a page of the app.
          <a href={`/admin/enquiries/export.csv${filterQuery(filter)}`} className={buttonClass("secondary")} download>
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </a>
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
    <nav aria-label="Folders" className="mb-4 flex gap-1 border-b border-slate-200">
      {(["inbox", "spam"] as const).map((folder) => {
        const current = folder === filter.folder;
        return (
          <Link
            key={folder}
            to={`/admin/enquiries${filterQuery({ ...filter, folder })}`}
            aria-current={current ? "page" : undefined}
            className={`-mb-px flex items-center gap-2 border-b-2 px-4 py-2.5 text-sm font-semibold ${
              current ? "border-brand-900 text-brand-900" : "border-transparent text-slate-600 hover:text-brand-900"
            }`}
          >
            {folderLabels[folder]}
            <span
              className={`rounded-full px-2 py-0.5 text-xs tabular-nums ${
                current ? "bg-brand-900 text-white" : "bg-slate-200 text-slate-700"
              }`}
            >
              {counts[folder].toLocaleString("en-IN")}
              <span className="sr-only"> {counts[folder] === 1 ? "enquiry" : "enquiries"}</span>
            </span>
          </Link>
        );
      })}
    </nav>
  );
}

function FilterForm({ filter }: { filter: EnquiryFilter }) {
  return (
    // A GET form: the filter sits in the address, so it can be bookmarked, shared and paged.
    <Form
      method="get"
      role="search"
      aria-label="Filter enquiries"
      // Changing the filter starts again from the newest: the form sends no cursor.
      key={filterQuery(filter)}
      className="mb-4 grid grid-cols-2 gap-3 rounded-2xl border border-slate-200 bg-white p-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)_auto] lg:items-end"
    >
      {filter.folder !== "inbox" ? <input type="hidden" name="folder" value={filter.folder} /> : null}
      <div className="col-span-2 lg:col-span-1">
        <label htmlFor="enquiry-search" className="block text-sm font-medium text-slate-800">
          Search
        </label>
        <input
          id="enquiry-search"
          type="search"
          name="q"
          defaultValue={filter.q ?? ""}
          maxLength={200}
          placeholder="Name, e-mail or words in the message"
          className={control}
        />
      </div>
      <div>
        <label htmlFor="enquiry-status" className="block text-sm font-medium text-slate-800">
          Status
        </label>
        <select id="enquiry-status" name="status" defaultValue={filter.status ?? ""} className={control}>
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
        <select id="enquiry-source" name="source" defaultValue={filter.source ?? ""} className={control}>
          <option value="">Any form</option>
          {enquirySources.map((source) => (
            <option key={source} value={source}>
              {enquirySourceLabels[source]}
            </option>
          ))}
        </select>
      </div>
      <div className="col-span-2 flex items-center gap-3 lg:col-span-1">
        <button type="submit" className={buttonClass("primary")}>
          <Search aria-hidden="true" className="size-4" />
          Filter
        </button>
        {isNarrowed(filter) ? (
          <Link
            to={`/admin/enquiries${filterQuery({ folder: filter.folder })}`}
            className="text-sm font-semibold whitespace-nowrap text-brand-800 underline underline-offset-4"
          >
            Clear
          </Link>
        ) : null}
      </div>
    </Form>
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
              <time dateTime={row.createdAt.toISOString()}>{indiaDateTime(row.createdAt)}</time>
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
            <time dateTime={row.createdAt.toISOString()}>{indiaDateTime(row.createdAt)}</time>
            {" · "}
            {enquirySourceLabel(row.source)}
          </p>
        </LinkCard>
      ))}
    </ul>
  );
}
