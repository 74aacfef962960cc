import { Form, Link } from "react-router";

import type { ContactSummary, ContactView } from "~contracts/contacts";
import { indiaDateTime } from "~domain/time/india-dates";
import { leadStageLabels, leadStages, type LeadStage } from "~domain/contacts/contacts";

import { Badge } from "~/features/admin/shared/ui/badge";
import { CardList } from "~/features/admin/shared/ui/card-list";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { DoNotContactBadge } from "~/features/admin/shared/ui/do-not-contact-badge";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { Pager } from "~/features/admin/shared/ui/pager";

import { formatRupees, stageTones } from "./contact-format";
import { ContactViewTabs } from "./contact-view-tabs";

type PageProps = {
  view: ContactView;
  stage?: LeadStage | undefined;
  q?: string | undefined;
  rows: ContactSummary[];
  next?: string | undefined;
};

const control =
  "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/20 focus:outline-none";

/** The people on the sales desk: mine, nobody's or everyone's, by latest activity. */
export function ContactsPage({ view, stage, q, rows, next }: PageProps) {
  const query = (changes: Record<string, string | undefined>) => {
    const params = new URLSearchParams();
    const merged = { view, stage, q, ...changes };
    for (const [key, value] of Object.entries(merged)) if (value) params.set(key, value);
    return params.toString();
  };
  const address = (changes: Record<string, string | undefined>) => `/admin/contacts?${query(changes)}`;
  return (
    <>
      <PageHeader
        title="Contacts"
        intro="Everyone who sent an enquiry or booked a call, one per e-mail address, with their owner and where their deal stands."
        actions={
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            <Link
              to={`/admin/contacts/board?view=${view}`}
              className="font-semibold text-brand-800 underline underline-offset-4"
            >
              Pipeline board
            </Link>
            <Link to="/admin/contacts/duplicates" className="font-semibold text-brand-800 underline underline-offset-4">
              Likely duplicates
            </Link>
            <Link to="/admin/contacts/mailboxes" className="font-semibold text-brand-800 underline underline-offset-4">
              Mailboxes
            </Link>
            <Link to="/admin/contacts/import" className="font-semibold text-brand-800 underline underline-offset-4">
              Import contacts
            </Link>
            <a
              href={`/admin/contacts/sending-list.csv?${query({})}`}
              download
              className="font-semibold text-brand-800 underline underline-offset-4"
            >
              Addresses for sending (CSV)
            </a>
          </div>
        }
      />
      <ContactViewTabs view={view} to={(option) => address({ view: option })} />
      <Form method="get" className="mb-5 flex flex-wrap items-end gap-3" role="search">
        <input type="hidden" name="view" value={view} />
        <label className="flex flex-col gap-1 text-sm font-medium text-slate-800">
          Stage
          <select name="stage" defaultValue={stage ?? ""} className={control}>
            <option value="">Any stage</option>
            {leadStages.map((option) => (
              <option key={option} value={option}>
                {leadStageLabels[option]}
              </option>
            ))}
          </select>
        </label>
        <label className="flex min-w-0 flex-1 flex-col gap-1 text-sm font-medium text-slate-800">
          Search
          <input
            type="search"
            name="q"
            defaultValue={q ?? ""}
            placeholder="Name, e-mail or phone"
            className={control}
          />
        </label>
        <button
          type="submit"
          className="rounded-lg bg-brand-900 px-4 py-2 text-sm font-semibold text-white hover:bg-brand-800"
        >
          Filter
        </button>
      </Form>
      <CardList
        items={rows}
        empty={
          <EmptyState title="No contacts here">
            {view === "mine" ? "Nobody is yours yet with these filters." : "No contact matches these filters."}
          </EmptyState>
        }
        className="flex flex-col gap-3"
        cardClassName="relative flex flex-col gap-1 rounded-2xl border border-slate-200 bg-white p-4 hover:border-brand-300 sm:flex-row sm:items-center sm:justify-between"
      >
        {(contact) => (
          <>
            <div className="min-w-0">
              <p className="flex flex-wrap items-center gap-2">
                <Link
                  to={`/admin/contacts/${contact.id}`}
                  className="font-semibold text-brand-900 after:absolute after:inset-0 after:content-['']"
                >
                  {contact.name || contact.email}
                </Link>
                <Badge tone={stageTones[contact.stage]}>{leadStageLabels[contact.stage]}</Badge>
                {contact.doNotContact ? <DoNotContactBadge /> : null}
                {contact.expectedValue !== null ? (
                  <span className="text-sm font-medium text-slate-800">{formatRupees(contact.expectedValue)}</span>
                ) : null}
              </p>
              <p className="truncate text-sm text-slate-600">{contact.email}</p>
            </div>
            <div className="text-sm text-slate-700 sm:text-right">
              <p>{contact.ownerName ?? "Nobody's yet"}</p>
              <p className="text-slate-600">
                {contact.source} · {indiaDateTime(contact.lastActivityAt)}
              </p>
            </div>
          </>
        )}
      </CardList>
      <Pager next={next} />
    </>
  );
}
