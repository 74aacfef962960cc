import { Link } from "react-router";

import type { PageSales } from "~contracts/revenue-attribution";
import { formatRupees } from "~domain/company/rupees";

import { FigureTile } from "~/features/admin/shared/charts/chart-card";
import { counted, plural } from "~/features/admin/shared/charts/chart-figures";
import { SectionCard } from "~/features/admin/shared/ui/section-card";

/**
 * What a blog post or a case study did for sales (decision 062): its views and the leads whose
 * visit saw it, over the last 90 days. Rupees come only for a member the server shows them to
 * (decision 062); they also have the Content report, which this links to.
 */
export function PageSalesCard({ sales }: { sales: PageSales }) {
  const rupeesShown = sales.rupeesWon !== null && sales.dealsWon !== null;
  return (
    <SectionCard
      title="Visits and sales"
      intro={`The last ${sales.days} days in India time, counted without cookies; no person is named.`}
    >
      <dl className="mt-4 grid grid-cols-2 gap-3 lg:grid-cols-4">
        <FigureTile
          term="Views"
          value={counted(sales.views)}
          detail={`${plural(sales.entries, "visit", "visits")} began here`}
        />
        <FigureTile
          term="Leads who saw it"
          value={counted(sales.leadsSaw)}
          detail={`${counted(sales.leadsEntered)} entered the site through it`}
        />
        <FigureTile term="Calls held" value={counted(sales.callsHeld)} detail="Calls whose booking's visit saw it" />
        {rupeesShown ? (
          <FigureTile
            term="Rupees won"
            value={formatRupees(sales.rupeesWon!)}
            detail={`${plural(sales.dealsWon!, "deal", "deals")} whose lead saw it`}
          />
        ) : null}
      </dl>
      {rupeesShown ? (
        <p className="mt-3 text-sm">
          <Link
            to={`/admin/analytics/content?range=custom&from=${sales.from}&to=${sales.to}`}
            className="font-medium text-brand-800 underline underline-offset-4"
          >
            Every page in the Content report
          </Link>
        </p>
      ) : null}
    </SectionCard>
  );
}
