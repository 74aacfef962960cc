import type { SelfIdentificationReport } from "~contracts/privacy";
import { smallCountsRule } from "~domain/privacy/small-counts";

import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SelfIdentificationTables } from "./self-identification-tables";

function JobReport({ report }: { report: SelfIdentificationReport }) {
  const headingId = `job-${report.jobId}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id={headingId} className="text-lg font-semibold text-brand-900">
        {report.jobTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">Applications: {report.applications}</p>
      <SelfIdentificationTables questions={report.questions} />
    </section>
  );
}

/** Anonymous counts of the voluntary self-identification: admins only, never one candidate's answers. */
export function SelfIdentificationPage({ reports }: { reports: SelfIdentificationReport[] }) {
  return (
    <>
      <PageHeader
        title="Self-identification"
        intro={`Anonymous counts of the voluntary self-identification answers, per job. ${smallCountsRule} Recruiters never see this page, nor any one candidate's answers.`}
      />
      {reports.length === 0 ? (
        <EmptyState title="No applications yet.">Counts appear here once candidates apply.</EmptyState>
      ) : (
        <div className="flex flex-col gap-6">
          {reports.map((report) => (
            <JobReport key={report.jobId} report={report} />
          ))}
        </div>
      )}
    </>
  );
}
