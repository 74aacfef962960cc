import type { CompanyFunnel, FunnelStep } from "~contracts/company-funnel";
import { funnelHalfTitles, funnelTableHead, type FunnelHalf } from "~domain/analytics/company-funnel";
import { reportRangeQuery } from "~domain/analytics/report-range";
import { smallCountsRule } from "~domain/privacy/small-counts";

import { FunnelChart } from "~/features/admin/shared/charts/funnel-chart";
import { leadsCounted } from "~/features/admin/shared/charts/leads-counted";
import { DownloadLink } from "~/features/admin/shared/ui/download-link";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { RangeForm, type RangeErrors } from "~/features/admin/shared/ui/range-form";
import { rangeLabel } from "./analytics-format";

const intros: Record<FunnelHalf, string> = {
  sales: `Visits to the site, the leads sent, the calls booked, the calls held when they were due, deals first put on the table (moved to Proposal or Won), and deals won: each counted by itself when it happened in these dates, not only among those of the step before, so a share of the step before divides two counts and can pass 100% (a call held in these dates may have been booked before them). ${leadsCounted}`,
  careers: `Visits that began on a careers page, applications started (an application form shown at its first step, counted per page opened), applications submitted in these dates, and how many of those were interviewed, offered and hired since. Started is counted per form opened and careers visits per visit, so a visit that began on another page, or opened two forms, can take started past 100% of careers visits; a page whose counts were blocked is not started, so started can also be below submitted. ${smallCountsRule}`,
};

function Half({ half, steps, query }: { half: FunnelHalf; steps: FunnelStep[]; query: string }) {
  return (
    // The chart's card is the half's region, named by its heading.
    <div className="space-y-3">
      <FunnelChart
        title={funnelHalfTitles[half]}
        intro={intros[half]}
        steps={steps.map((step) => ({ label: step.label, value: step.count }))}
        head={[...funnelTableHead]}
        empty="Nothing was counted in these dates."
      />
      <DownloadLink href={`/admin/analytics/funnel/${half}.csv?${query}`}>
        Download the {half} funnel (CSV)
      </DownloadLink>
    </div>
  );
}

/**
 * The funnel across the company (decision 066): the halves the member's role opens, for a
 * range of India days, each drawn as bars with its numbers in a table and a CSV file.
 */
export function FunnelPage({
  funnel,
  errors,
  typed,
}: {
  funnel: CompanyFunnel;
  errors: RangeErrors;
  typed: { range: string | null; from: string | null; to: string | null };
}) {
  const { range } = funnel;
  const query = reportRangeQuery({ ...range, previous: null });
  return (
    <>
      <PageHeader
        title="Funnel"
        intro={
          <>
            From a visit to a deal won, and from a careers visit to a hire: {rangeLabel(range)}, India time, as of{" "}
            <IndiaTime at={funnel.asOf} />. Each step's share divides its count by the step before's.
          </>
        }
      />
      <RangeForm range={range} typed={typed} errors={errors} comparable={false} />
      {errors.from || errors.to ? (
        <Notice tone="error">These dates cannot be shown, so the last 30 days are. {errors.from ?? errors.to}</Notice>
      ) : null}
      <div className="grid grid-cols-1 gap-6 xl:grid-cols-2">
        {funnel.sales ? <Half half="sales" steps={funnel.sales} query={query} /> : null}
        {funnel.careers ? <Half half="careers" steps={funnel.careers} query={query} /> : null}
      </div>
    </>
  );
}
