import { useEffect } from "react";
import { Form, useRevalidator } from "react-router";

import {
  importFieldLabels,
  importFields,
  importStatusLabels,
  type ContactImportDetail,
  type ImportOutcome,
  type ImportRow,
} from "~contracts/contact-imports";
import { indiaDateTime } from "~domain/time/india-dates";

import { BackLink } from "~/features/admin/shared/ui/back-link";
import { Badge } from "~/features/admin/shared/ui/badge";
import { CountTabs } from "~/features/admin/shared/ui/count-tabs";
import { bodyCell, DataTable } from "~/features/admin/shared/ui/data-table";
import { DownloadLink } from "~/features/admin/shared/ui/download-link";
import { LabelledSelect, PersonOptions } from "~/features/admin/shared/ui/labelled-select";
import { ActionNotices, Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { Pager } from "~/features/admin/shared/ui/pager";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { IntentButton, SubmitButton } from "~/features/admin/shared/ui/submit-button";

import { importNotices, rowCount, rowsText, statusTones } from "./import-format";

type PageProps = {
  found: ContactImportDetail;
  owners: { id: string; name: string }[];
  rows: ImportRow[];
  next?: string | undefined;
  outcome?: ImportOutcome | undefined;
  done?: string | undefined;
  refused?: string | undefined;
};

const control =
  "mt-1.5 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/20 focus:outline-none";

/** A row's outcome as the dry run foresees it, or as the import did it. */
const outcomeLabels: Record<ContactImportDetail["pass"], Record<ImportOutcome, string>> = {
  "dry-run": { create: "To create", update: "To update", refuse: "Refused" },
  import: { create: "Created", update: "Updated", refuse: "Refused" },
};
const outcomeTones = { create: "emerald", update: "sky", refuse: "red" } as const;

const progressBar =
  "mt-2 h-3 w-full overflow-hidden rounded-full [&::-moz-progress-bar]:bg-brand-800 [&::-webkit-progress-bar]:bg-slate-200 [&::-webkit-progress-value]:bg-brand-800";

/** "Checking" and "Importing" say what is under way: once it is over, the page's own state says the rest. */
const outdated = (notice: string, found: ContactImportDetail) =>
  (notice === "checking" && found.status !== "checking") || (notice === "importing" && found.status !== "importing");

/** While the file is read, or the dry run or the import runs, its page is read again every two seconds. */
function useRefreshWhile(working: boolean) {
  const { revalidate } = useRevalidator();
  useEffect(() => {
    if (!working) return undefined;
    const timer = setInterval(() => void revalidate(), 2_000);
    return () => clearInterval(timer);
  }, [working, revalidate]);
}

/** One contact list's import: its preview and mapping, the dry run, the import's progress, the rows' outcomes. */
export function ImportPage({ found, owners, rows, next, outcome, done, refused }: PageProps) {
  const working = found.status === "reading" || found.status === "checking" || found.status === "importing";
  useRefreshWhile(working);
  const mappable = found.status === "uploaded" || found.status === "checked";
  const listed = found.status !== "reading" && found.status !== "uploaded" && found.status !== "checking";
  return (
    <>
      <BackLink to="/admin/contacts/import">Import contacts</BackLink>
      <PageHeader
        title={found.fileName}
        intro={`${found.status === "reading" ? "Reading the file…" : rowsText(found.rows)} · uploaded by ${found.startedByName} on ${indiaDateTime(found.createdAt)}`}
        actions={<Badge tone={statusTones[found.status]}>{importStatusLabels[found.status]}</Badge>}
      />
      <ActionNotices done={done && !outdated(done, found) ? importNotices[done] : undefined} refused={refused} />
      {found.status === "failed" && found.lastError ? <Notice tone="error">{found.lastError}</Notice> : null}
      <div className="flex flex-col gap-6">
        {working || found.pass === "import" ? (
          <SectionCard title={found.status === "reading" ? "The file" : found.pass === "import" ? "Import" : "Dry run"}>
            <Progress found={found} />
            {working ? (
              <div className="mt-4">
                <IntentButton intent="cancel" tone="secondary" pendingLabel="Cancelling…">
                  Cancel
                </IntentButton>
              </div>
            ) : null}
          </SectionCard>
        ) : null}
        {found.checked && found.status === "checked" ? (
          <SectionCard title="Dry run" intro="What importing the file would do now. Nothing has changed yet.">
            <Counts counts={found.checked} future />
            <div className="mt-4 flex flex-wrap gap-3">
              <IntentButton intent="start" pendingLabel="Starting…">
                Import {rowsText(found.checked.created + found.checked.updated)}
              </IntentButton>
              <IntentButton intent="cancel" tone="secondary" pendingLabel="Cancelling…">
                Cancel
              </IntentButton>
            </div>
          </SectionCard>
        ) : null}
        {mappable ? <MappingForm found={found} owners={owners} /> : null}
        {listed ? <RowsSection found={found} rows={rows} next={next} outcome={outcome} /> : null}
      </div>
    </>
  );
}

/**
 * How far the pass is, in words: an import's rows read are not all imported, so its refused
 * rows are said beside them ("20 of 20 rows read: 18 imported, 2 refused").
 */
function progressText(found: ContactImportDetail): string {
  const done = `${rowCount(found.rowsDone)} of ${rowsText(found.rows)}`;
  if (found.pass === "dry-run") return `${done} checked`;
  return `${done} read: ${rowCount(found.created + found.updated)} imported, ${rowCount(found.refused)} refused`;
}

function Progress({ found }: { found: ContactImportDetail }) {
  if (found.status === "reading")
    return (
      <div className="mt-4">
        <label htmlFor="import-progress" className="block text-sm font-medium text-slate-800">
          Reading the file… Its columns and first rows show here once it is read.
        </label>
        {/* No value: how far the reading is is not known, only that it goes on. */}
        <progress id="import-progress" className={progressBar} />
      </div>
    );
  return (
    <div className="mt-4">
      <label htmlFor="import-progress" className="block text-sm font-medium text-slate-800">
        {progressText(found)}
      </label>
      <progress id="import-progress" value={found.rowsDone} max={Math.max(found.rows, 1)} className={progressBar}>
        {rowCount(found.rowsDone)} of {rowCount(found.rows)}
      </progress>
      <Counts counts={found} future={found.pass === "dry-run"} />
    </div>
  );
}

function Counts({
  counts,
  future,
}: {
  counts: { created: number; updated: number; refused: number };
  future: boolean;
}) {
  const items = [
    [future ? "to create" : "created", counts.created],
    [future ? "to update" : "updated", counts.updated],
    ["refused", counts.refused],
  ] as const;
  return (
    <dl className="mt-4 grid grid-cols-3 gap-3">
      {items.map(([label, count]) => (
        <div key={label} className="rounded-xl bg-slate-50 px-3 py-2">
          <dt className="text-xs font-semibold text-slate-600 uppercase">{label}</dt>
          <dd className="text-xl font-bold text-brand-900 tabular-nums">{rowCount(count)}</dd>
        </div>
      ))}
    </dl>
  );
}

function MappingForm({ found, owners }: Pick<PageProps, "found" | "owners">) {
  return (
    <SectionCard
      title="Columns"
      intro="Choose the contact field each column fills; the guesses come from the header. A row whose address is already a contact's (their own or another address of theirs) updates that contact."
    >
      <Form method="post" className="mt-4 space-y-5">
        <ul className="grid gap-4 sm:grid-cols-2">
          {found.columns.map((column, index) => {
            const sample = found.preview.find((row) => (row[index] ?? "").trim() !== "")?.[index];
            const id = `column-${index}`;
            return (
              <li key={id} className="min-w-0">
                <label htmlFor={id} className="block text-sm font-medium text-slate-800">
                  {column || `Column ${index + 1}`}
                  {sample ? <span className="block truncate font-normal text-slate-600">e.g. {sample}</span> : null}
                </label>
                <select id={id} name="mapping" defaultValue={found.mapping[index] ?? ""} className={control}>
                  {[...importFields, "" as const].map((field) => (
                    <option key={field} value={field}>
                      {importFieldLabels[field]}
                    </option>
                  ))}
                </select>
              </li>
            );
          })}
        </ul>
        <LabelledSelect
          label="New contacts go to"
          id="import-owner"
          name="ownerId"
          defaultValue={found.ownerId ?? ""}
          className={`${control} sm:max-w-sm`}
        >
          <PersonOptions people={owners} nobody="Nobody: they wait in the Unassigned view" />
        </LabelledSelect>
        <p className="text-sm text-slate-600">
          For a contact who is already here, the file&apos;s name, phone, company and city replace theirs where the file
          has them; an empty cell keeps what they have. Notes are added to their notes. Their owner and stage stay as
          they are. &ldquo;Do not contact&rdquo; marked yes records that they asked not to be contacted; a no never
          clears it. Cells are kept as text: a formula is not run.
        </p>
        <SubmitButton name="intent" value="check" pendingLabel="Starting the check…">
          {found.status === "checked" ? "Check again" : "Check"}
        </SubmitButton>
      </Form>
      {found.preview.length > 0 ? <Preview found={found} /> : null}
    </SectionCard>
  );
}

function Preview({ found }: { found: ContactImportDetail }) {
  return (
    <div className="mt-6">
      <h3 className="mb-2 text-sm font-semibold text-brand-900">The first {rowsText(found.preview.length)}</h3>
      <DataTable
        caption="The file's first rows"
        columns={["Row", ...found.columns.map((column, index) => column || `Column ${index + 1}`)]}
      >
        {found.preview.map((row, rowIndex) => (
          <tr key={rowIndex}>
            <td className={`${bodyCell} text-slate-600 tabular-nums`}>{rowIndex + 2}</td>
            {found.columns.map((_, index) => (
              <td key={index} className={`${bodyCell} max-w-56 truncate whitespace-nowrap text-slate-800`}>
                {row[index] ?? ""}
              </td>
            ))}
          </tr>
        ))}
      </DataTable>
    </div>
  );
}

function RowsSection({ found, rows, next, outcome }: Pick<PageProps, "found" | "rows" | "next" | "outcome">) {
  const base = `/admin/contacts/import/${found.id}`;
  const counts = found.pass === "import" || !found.checked ? found : found.checked;
  const tabs = [
    { key: "all", label: "All", to: base, count: counts.created + counts.updated + counts.refused, current: !outcome },
    {
      key: "create",
      label: outcomeLabels[found.pass].create,
      to: `${base}?outcome=create`,
      count: counts.created,
      current: outcome === "create",
    },
    {
      key: "update",
      label: outcomeLabels[found.pass].update,
      to: `${base}?outcome=update`,
      count: counts.updated,
      current: outcome === "update",
    },
    {
      key: "refuse",
      label: outcomeLabels[found.pass].refuse,
      to: `${base}?outcome=refuse`,
      count: counts.refused,
      current: outcome === "refuse",
    },
  ];
  return (
    <SectionCard
      title="Rows"
      intro={found.pass === "import" ? "What the import did with each row." : "What importing would do with each row."}
      aside={
        counts.refused > 0 ? <DownloadLink href={`${base}/refused.csv`}>Refused rows (CSV)</DownloadLink> : undefined
      }
    >
      <div className="mt-4">
        <CountTabs label="Rows by outcome" noun={["row", "rows"]} tabs={tabs} />
      </div>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-600">No rows here.</p>
      ) : (
        <ul className="divide-y divide-slate-200" aria-label="Rows">
          {rows.map((row) => (
            <li key={row.rowNumber} className="flex flex-col gap-1 py-2.5 sm:flex-row sm:items-center sm:gap-4">
              <span className="w-20 shrink-0 text-sm text-slate-600 tabular-nums">Row {row.rowNumber}</span>
              <span className="min-w-0 flex-1 truncate text-sm text-slate-900">{row.email || "No address"}</span>
              <span className="flex flex-wrap items-center gap-2 text-sm text-slate-700 sm:justify-end">
                <Badge tone={outcomeTones[row.outcome]}>{outcomeLabels[found.pass][row.outcome]}</Badge>
                {row.reason ? <span>{row.reason}</span> : null}
              </span>
            </li>
          ))}
        </ul>
      )}
      <Pager next={next} label="More rows" firstLabel="First rows" />
    </SectionCard>
  );
}
