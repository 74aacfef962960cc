import { Form } from "react-router";

import { auditActionPrefixes, type AuditActionPrefix, type AuditEntryView } from "~contracts/staff";

import { DataTable, bodyCell, headCell } from "~/features/admin/ui/data-table";
import { EmptyState } from "~/features/admin/ui/empty-state";
import { PageHeader } from "~/features/admin/ui/page-header";
import { Pager } from "~/features/admin/ui/pager";
import { buttonClass } from "~/features/admin/ui/submit-button";
import { IndiaTime } from "~/features/admin/ui/india-time";

const prefixLabels: Record<AuditActionPrefix, string> = {
  enquiry: "Enquiries",
  booking: "Bookings",
  "blocked-time": "Blocked time",
  job: "Jobs",
  application: "Applications",
  privacy: "Retention and erasure",
  staff: "Staff and sign-ins",
  outbox: "Outbox",
};

type AuditPageProps = { rows: AuditEntryView[]; next?: string | undefined; action: string };

export function AuditPage({ rows, next, action }: AuditPageProps) {
  return (
    <>
      <PageHeader
        title="Audit log"
        intro="Every change, newest first: made in the back office, or by the site itself (who: “system” or “retention task”). Times are India time."
      />
      {/* A GET form: the filter lives in the address, so a filtered page can be shared and paged. */}
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3">
        <div>
          <label htmlFor="audit-action" className="block text-sm font-medium text-slate-800">
            Show
          </label>
          <select
            id="audit-action"
            name="action"
            defaultValue={action}
            key={action}
            className="mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900"
          >
            <option value="">All changes</option>
            {auditActionPrefixes.map((prefix) => (
              <option key={prefix} value={prefix}>
                {prefixLabels[prefix]}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          Filter
        </button>
      </Form>
      {rows.length === 0 ? (
        <EmptyState title="Nothing here yet">
          {action ? "No change of this kind has been made." : "Changes appear here as they are made."}
        </EmptyState>
      ) : (
        <DataTable
          caption="Audit log"
          head={
            <tr>
              <th scope="col" className={headCell}>
                When
              </th>
              <th scope="col" className={headCell}>
                Who
              </th>
              <th scope="col" className={headCell}>
                Action
              </th>
              <th scope="col" className={headCell}>
                What
              </th>
              <th scope="col" className={headCell}>
                Subject
              </th>
            </tr>
          }
        >
          {rows.map((row) => (
            <tr key={row.id}>
              <td className={`${bodyCell} whitespace-nowrap text-slate-700`}>
                <IndiaTime at={row.at} />
              </td>
              <td className={`${bodyCell} break-all text-slate-900`}>{row.actorEmail}</td>
              <td className={`${bodyCell} font-mono text-xs whitespace-nowrap text-slate-700`}>{row.action}</td>
              <td className={`${bodyCell} min-w-64 text-slate-900`}>{row.summary}</td>
              <td className={`${bodyCell} text-xs text-slate-600`}>
                <span className="block">{row.subjectType}</span>
                <span className="block font-mono break-all">{row.subjectId}</span>
              </td>
            </tr>
          ))}
        </DataTable>
      )}
      <Pager next={next} />
    </>
  );
}
