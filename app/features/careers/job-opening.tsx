import { Briefcase, Building2, CalendarClock, IndianRupee } from "lucide-react";
import type { ReactNode } from "react";
import { Link } from "react-router";

import { formatIndiaDay } from "~/components/ui/format-day";
import type { Job } from "~domain/jobs/job-search";
import { type Salary } from "~domain/jobs/job-posts";
import { formatRupees } from "~domain/company/rupees";

/** "₹18,00,000 – ₹28,00,000 per year". */
export const salaryText = ({ min, max, period }: Salary) =>
  `${min === max ? formatRupees(min) : `${formatRupees(min)} – ${formatRupees(max)}`} per ${period}`;

/** One fact of the job: its icon goes in the dd, since a group of a dl holds only its dt and dd. */
function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="sr-only">{label}</dt>
      <dd className="flex items-center gap-1.5">
        {icon}
        {children}
      </dd>
    </div>
  );
}

const icon = "size-4 shrink-0 text-slate-500";

/**
 * A job as its page shows it: the header the careers specification names ('Applying for:', the
 * title and the location; section 2), the facts, and the description the server rendered from the
 * recruiter's Markdown. `children` is what follows: the application form, or why there is none.
 */
export function JobOpening({ job, closed, children }: { job: Job; closed: boolean; children: ReactNode }) {
  return (
    <>
      <header className="mt-8">
        <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">
          {closed ? "Closed position" : "Applying for:"}
        </p>
        <h1 className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">{job.title}</h1>
        <p className="mt-1 text-slate-600">{job.location}</p>
      </header>
      {closed ? null : (
        <>
          <dl className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
            <Fact icon={<Building2 aria-hidden="true" className={icon} />} label="Department">
              {job.department}
            </Fact>
            <Fact icon={<Briefcase aria-hidden="true" className={icon} />} label="Type">
              {job.type}
            </Fact>
            {job.salary ? (
              <Fact icon={<IndianRupee aria-hidden="true" className={icon} />} label="Salary">
                {salaryText(job.salary)}
              </Fact>
            ) : null}
            {job.validThrough ? (
              <Fact icon={<CalendarClock aria-hidden="true" className={icon} />} label="Apply by">
                Apply by {formatIndiaDay(job.validThrough)}
              </Fact>
            ) : null}
          </dl>
          <section
            aria-label="About the role"
            className="job-description mt-6 max-w-3xl text-base leading-relaxed text-slate-700"
            // HTML the server rendered from Markdown with raw HTML off and links checked (server/jobs/job-markdown.ts).
            dangerouslySetInnerHTML={{ __html: job.descriptionHtml }}
          />
        </>
      )}
      {children}
    </>
  );
}

/** What a closed job's page says instead of the form. */
export function ClosedNotice() {
  return (
    <div className="mt-8 rounded-3xl bg-slate-50 p-6 sm:p-8">
      <p className="text-lg font-semibold text-brand-900">
        This position is closed and no longer accepts applications.
      </p>
      <p className="mt-2 text-slate-700">The positions we are hiring for now are listed on the careers page.</p>
      <Link
        to="/career?q="
        className="mt-5 inline-block rounded-full bg-brand-900 px-5 py-2.5 font-semibold text-white hover:bg-brand-800"
      >
        Search open positions
      </Link>
    </div>
  );
}
