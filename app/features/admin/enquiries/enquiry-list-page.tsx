import { MessageSquareText } from "lucide-react";
import { Link } from "react-router";

import type { EnquiryListItem } from "~contracts/enquiries";
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
import { DoNotContactBadge } from "~/features/admin/shared/ui/do-not-contact-badge";
import { CountTabs } from "~/features/admin/shared/ui/count-tabs";
import { bodyCell, linkedRow, RowLink } from "~/features/admin/shared/ui/data-table";
import { DownloadLink } from "~/features/admin/shared/ui/download-link";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { FilterBar, FilterSelect } from "~/features/admin/shared/ui/filter-bar";
import { LinkCard } from "~/features/admin/shared/ui/link-card";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { PagedList, type FilteredListProps } from "~/features/admin/shared/ui/paged-list";
import { buttonClass } from "~/features/admin/shared/ui/submit-button";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { useRememberListAddress } from "~/features/admin/shared/ui/list-address";

export type EnquiryListProps = FilteredListProps<EnquiryFilter, EnquiryListItem, EnquiryFolder>;

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
            <DownloadLink href={`/admin/enquiries/export.csv${filterQuery(filter)}`}>Export CSV</DownloadLink>
          </>
        }
      />
      <FolderTabs filter={filter} counts={counts} />
      <FilterForm filter={filter} />
      <PagedList
        page={page}
        noMatch={
          narrowed
            ? {
                records: "enquiries",
                other: "status",
                clearTo: `/admin/enquiries${filterQuery({ folder: filter.folder })}`,
              }
            : undefined
        }
        empty={
          filter.folder === "spam" ? (
            <EmptyState title="No spam caught">Messages that fill in the hidden trap field land here.</EmptyState>
          ) : (
            <EmptyState title="No enquiries yet">Messages sent through the contact forms will show up here.</EmptyState>
          )
        }
        caption={filter.folder === "spam" ? "Spam" : "Enquiries"}
        columns={["Status", "From", "Message", "Source", "Received"]}
        tableRow={(row) => <EnquiryRow row={row} />}
        card={(row) => <EnquiryCard row={row} />}
      />
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

/** The filter's selects besides the words, each named as the address holds it. */
const filterSelects = [
  {
    name: "status",
    label: "Status",
    anyLabel: "Any status",
    choices: enquiryStatuses.map((status) => ({ value: status, label: enquiryStatusLabels[status] })),
  },
  {
    name: "source",
    label: "Source",
    anyLabel: "Any form",
    choices: enquirySources.map((source) => ({ value: source, label: enquirySourceLabels[source] })),
  },
] as const;

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
      {filterSelects.map(({ name, ...select }) => (
        <FilterSelect key={name} id={`enquiry-${name}`} name={name} value={filter[name]} {...select} />
      ))}
    </FilterBar>
  );
}

/** From a tablet up: the whole row a link to the enquiry. */
function EnquiryRow({ row }: { row: EnquiryListItem }) {
  return (
    <tr className={linkedRow}>
      <td className={bodyCell}>
        <span className="flex flex-col items-start gap-1">
          <StatusBadge status={row.status} />
          {row.doNotContact ? <DoNotContactBadge /> : null}
        </span>
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
  );
}

/** On a phone: one card per enquiry, the whole card a link. */
function EnquiryCard({ row }: { row: EnquiryListItem }) {
  return (
    <LinkCard
      to={detailPath(row.id)}
      title={<span className="block truncate">{nameOf(row)}</span>}
      badge={
        <span className="flex flex-col items-end gap-1">
          <StatusBadge status={row.status} />
          {row.doNotContact ? <DoNotContactBadge /> : null}
        </span>
      }
    >
      <p className="truncate text-sm text-slate-600">{row.email}</p>
      <p className="mt-2 line-clamp-2 text-sm text-slate-700">{row.preview}</p>
      <p className="mt-2 text-xs text-slate-500">
        <IndiaTime at={row.createdAt} />
        {" · "}
        {enquirySourceLabel(row.source)}
      </p>
    </LinkCard>
  );
}
