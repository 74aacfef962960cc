import type { SelfIdentificationReport } from "~contracts/privacy";
import { fewerThanShown, smallestShownCount } from "~domain/careers/recruiting";

import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { PageHeader } from "~/features/admin/shared/ui/page-header";

function JobReport({ report }: { report: SelfIdentificationReport }) {
  const headingId = `job-${report.jobId}`;
  return (
    <section aria-labelledby={headingId} className="rounded-2xl border border-slate-200 bg-white p-6">
      <h2 id={headingId} className="text-lg font-semibold text-brand-900">
        {report.jobTitle}
      </h2>
      <p className="mt-1 text-sm text-slate-600">Applications: {report.applications}</p>
      <div className="mt-4 grid items-start gap-x-6 gap-y-5 sm:grid-cols-2 xl:grid-cols-3">
        {report.questions.map(({ question, answers }) => (
          <table key={question} className="w-full border-collapse text-left text-sm">
            <caption className="pb-1 text-left font-semibold text-slate-900">{question}</caption>
            <thead className="sr-only">
              <tr>
                <th scope="col">Answer</th>
                <th scope="col">Count</th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100">
              {answers.map(({ answer, count }) => (
                <tr key={answer}>
                  <th scope="row" className="py-1.5 pr-3 font-normal text-slate-700">
                    {answer}
                  </th>
                  <td
                    className={`py-1.5 text-right whitespace-nowrap tabular-nums ${
                      count === fewerThanShown ? "text-slate-500 italic" : "font-semibold text-slate-900"
                    }`}
                  >
                    {count}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        ))}
      </div>
    </section>
  );
}

/** Anonymous counts of the voluntary self-identification: admins only, never one candidate's answers. */
export function SelfIdentificationPage({ reports }: { reports: SelfIdentificationReport[] }) {
  return (
    <>
      <PageHeader
        title="Self-identification"
        intro={`Anonymous counts of the voluntary self-identification answers, per job. Any count below ${smallestShownCount} shows as "${fewerThanShown}" (and one more where it could be worked out from the rest), so no one can be singled out. Recruiters never see this page, nor any one candidate's answers.`}
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
