import { Form, Link } from "react-router";

import { importStatusLabels, type ContactImportSummary } from "~contracts/contact-imports";
import { importLimits } from "~domain/contacts/contact-import-limits";
import { indiaDateTime } from "~domain/time/india-dates";

import { TextField } from "~/components/ui/text-field";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { Badge } from "~/features/admin/shared/ui/badge";
import { CardList } from "~/features/admin/shared/ui/card-list";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { fileInputClass, refusingFilesOver } from "~/features/admin/shared/ui/file-input";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

import { rowCount, rowsText, statusTones } from "./import-format";

const megabytes = importLimits.bytes / 1024 / 1024;
export const fileTooLargeText = `This file is larger than ${megabytes} MB. Please split it into smaller files.`;

/** Contact lists brought in from a spreadsheet (decision 047): the upload, and the latest imports. */
export function ImportsPage({ imports, error }: { imports: ContactImportSummary[]; error?: string | undefined }) {
  return (
    <>
      <BackLink to="/admin/contacts">Contacts</BackLink>
      <PageHeader
        title="Import contacts"
        intro="Bring in a list from a spreadsheet, such as an event's sign-ups. Nothing changes until you have checked the file and pressed Import."
      />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,24rem)_minmax(0,1fr)] lg:items-start">
        <SectionCard
          title="Upload a list"
          intro={`A CSV file with a header row naming its columns: from Excel (Save As, CSV UTF-8 or CSV) or Google Sheets (Download, Comma-separated values). At most ${megabytes} MB and ${rowCount(importLimits.rows)} rows.`}
        >
          <Form method="post" encType="multipart/form-data" className="mt-4 space-y-5">
            {error ? <Notice tone="error">{error}</Notice> : null}
            <TextField
              label="CSV file"
              type="file"
              name="file"
              accept=".csv,text/csv"
              required
              className={fileInputClass}
              onChange={refusingFilesOver(importLimits.bytes, fileTooLargeText)}
            />
            <SubmitButton name="intent" value="upload" pendingLabel="Uploading…">
              Upload
            </SubmitButton>
          </Form>
        </SectionCard>
        <SectionCard title="Recent imports">
          <CardList
            items={imports}
            empty={
              <div className="mt-4">
                <EmptyState title="No imports yet">Upload a list to begin.</EmptyState>
              </div>
            }
            className="mt-4 divide-y divide-slate-200"
            cardClassName="relative flex flex-col gap-1 py-3 sm:flex-row sm:items-center sm:justify-between"
          >
            {(one) => (
              <>
                <div className="min-w-0">
                  <Link
                    to={`/admin/contacts/import/${one.id}`}
                    className="font-semibold break-words text-brand-900 underline-offset-4 after:absolute after:inset-0 after:content-[''] hover:underline"
                  >
                    {one.fileName}
                  </Link>
                  <p className="text-sm text-slate-600">
                    {one.status === "reading" ? "Reading the file…" : rowsText(one.rows)} · {one.startedByName} ·{" "}
                    {indiaDateTime(one.createdAt)}
                  </p>
                </div>
                <div className="flex flex-col gap-1 sm:items-end">
                  <Badge tone={statusTones[one.status]}>{importStatusLabels[one.status]}</Badge>
                  {one.status === "done" ? (
                    <p className="text-sm text-slate-700">
                      {rowCount(one.created)} created, {rowCount(one.updated)} updated, {rowCount(one.refused)} refused
                    </p>
                  ) : null}
                </div>
              </>
            )}
          </CardList>
        </SectionCard>
      </div>
    </>
  );
}
