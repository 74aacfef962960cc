import { Form, Link } from "react-router";

import { auditActionPrefixes, type AuditActionPrefix, type AuditEntryView } from "~contracts/staff";

import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { Pager } from "~/features/admin/shared/ui/pager";
import { buttonClass } from "~/features/admin/shared/ui/submit-button";

const prefixLabels: Record<AuditActionPrefix, string> = {
  enquiry: "Enquiries",
  booking: "Bookings",
  "blocked-time": "Blocked time",
  job: "Jobs",
  application: "Applications",
  blog: "Blog",
  privacy: "Retention and erasure",
  staff: "Staff and sign-ins",
  outbox: "Outbox",
};

/** Where an entry's subject is worked on in the back office, when it has a page, and the link's words. */
function subjectLink({ subjectType, subjectId }: AuditEntryView): { path: string; label: string } | undefined {
  const id = encodeURIComponent(subjectId);
  switch (subjectType) {
    case "enquiry":
      return { path: `/admin/enquiries/${id}`, label: "Open the enquiry" };
    case "booking":
      return { path: `/admin/bookings/${id}`, label: "Open the booking" };
    case "application":
      return { path: `/admin/applications/${id}`, label: "Open the application" };
    case "job":
      return { path: `/admin/jobs/${id}`, label: "Open the job" };
    case "blocked-time":
      return { path: "/admin/blocked-time", label: "Open blocked time" };
    case "blog_post":
      return { path: `/admin/blog/${id}`, label: "Open the post" };
    case "editor_image":
      return { path: "/admin/images", label: "Open images" };
    case "staff":
      return { path: "/admin/staff", label: "Open staff accounts" };
    default:
      return undefined;
  }
}

const fieldClass = "mt-1 rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900";

type AuditPageProps = {
  rows: AuditEntryView[];
  next?: string | undefined;
  people: { id: string; name: string }[];
  filter: { action: string; person: string; on: string };
};

export function AuditPage({ rows, next, people, filter }: AuditPageProps) {
  const narrowed = Boolean(filter.action || filter.person || filter.on);
  return (
    <>
      <PageHeader
        title="Audit log"
        intro="Every change, newest first: made in the back office, or by the site itself (who: “system” or “retention task”). Times are India time."
      />
      {/* A GET form: the filter lives in the address, so a filtered page can be shared and paged. */}
      <Form method="get" className="mb-4 flex flex-wrap items-end gap-3" key={JSON.stringify(filter)}>
        <div>
          <label htmlFor="audit-action" className="block text-sm font-medium text-slate-800">
            Show
          </label>
          <select id="audit-action" name="action" defaultValue={filter.action} className={fieldClass}>
            <option value="">All changes</option>
            {auditActionPrefixes.map((prefix) => (
              <option key={prefix} value={prefix}>
                {prefixLabels[prefix]}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-person" className="block text-sm font-medium text-slate-800">
            By
          </label>
          <select id="audit-person" name="person" defaultValue={filter.person} className={fieldClass}>
            <option value="">Anyone</option>
            {people.map((person) => (
              <option key={person.id} value={person.id}>
                {person.name}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor="audit-on" className="block text-sm font-medium text-slate-800">
            On
          </label>
          <input id="audit-on" name="on" type="date" defaultValue={filter.on} className={fieldClass} />
        </div>
        <button type="submit" className={buttonClass("secondary")}>
          Filter
        </button>
        {narrowed ? (
          <Link to="/admin/audit" className="min-h-10 py-2 text-sm font-semibold text-brand-800 underline">
            Clear
          </Link>
        ) : null}
      </Form>
      {rows.length === 0 ? (
        <EmptyState title="Nothing here yet">
          {narrowed ? "No change matches this filter." : "Changes appear here as they are made."}
        </EmptyState>
      ) : (
        <section aria-label="Audit log">
          <ol className="flex flex-col gap-2">
            {rows.map((row) => (
              <AuditEntry key={row.id} row={row} />
            ))}
          </ol>
        </section>
      )}
      <Pager next={next} />
    </>
  );
}

/** One change as a card: it reads the same on a phone as on a desk. */
function AuditEntry({ row }: { row: AuditEntryView }) {
  const link = subjectLink(row);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 text-sm">
      <div className="flex flex-wrap items-baseline justify-between gap-x-4 gap-y-1">
        <p className="font-semibold break-words text-slate-900">{row.actorName}</p>
        <p className="text-xs text-slate-600">
          <IndiaTime at={row.at} />
        </p>
      </div>
      <p className="mt-1 break-words text-slate-800">{row.summary}</p>
      <p className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-slate-600">
        <span className="rounded bg-slate-100 px-1.5 py-0.5 font-mono text-slate-700">{row.action}</span>
        {link ? (
          <Link to={link.path} className="font-semibold text-brand-800 underline underline-offset-4">
            {link.label}
          </Link>
        ) : (
          <span className="font-mono break-all">
            {row.subjectType} {row.subjectId}
          </span>
        )}
      </p>
    </li>
  );
}
