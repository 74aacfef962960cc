import type { ContentSalesDesk, PageSalesDesk } from "../../../contracts/revenue-attribution";
import { mayUse, type StaffMember } from "../../../domain/staff/staff";
import { indiaDateOf, shiftDate } from "../../../domain/time/india-dates";
import type { Bindings } from "../../kernel/runtime/bindings";
import { csvFile } from "../../kernel/lists/csv";
import { bringRollUpsUpToDate } from "../roll-ups";
import { contentPages, contentSales } from "./content-sales";

/** How far back an editor's page looks: the last 90 India days, today included. */
export const pageSalesDays = 90;

/**
 * The Content report (/admin/analytics/content) as the analytics area reaches it: every page of
 * content with its rupees, the most rupees first, then the most leads who saw it, the most views.
 */
export function contentSalesDesk({ db, clock }: Pick<Bindings, "db" | "clock">): ContentSalesDesk {
  return {
    report: async (range) => {
      const now = clock();
      await bringRollUpsUpToDate(db, now);
      const rows = await contentSales(db, await contentPages(db), range, now, { rupees: true });
      rows.sort(
        (a, b) =>
          (b.rupeesWon ?? 0) - (a.rupeesWon ?? 0) ||
          b.leadsSaw - a.leadsSaw ||
          b.views - a.views ||
          a.title.localeCompare(b.title),
      );
      return { range, asOf: now, rows };
    },
    csv: (rows) => csvFile(rows),
  };
}

/**
 * One page's figures on its editor's page (a blog post's, a case study's), for the content area.
 * Rupees and deals are the sales desk's figures: shown only to a member whose role opens the
 * analytics area, where the Content report shows them too (decision 062); the counts to every editor.
 */
export function pageSalesDesk({ db, clock }: Pick<Bindings, "db" | "clock">, member: StaffMember): PageSalesDesk {
  const rupees = mayUse(member.role, "analytics");
  return {
    ofPath: async (path) => {
      const now = clock();
      await bringRollUpsUpToDate(db, now);
      const to = indiaDateOf(now);
      const from = shiftDate(to, -(pageSalesDays - 1));
      const [figures] = await contentSales(db, [{ kind: "page", title: "", path }], { from, to }, now, { rupees });
      const { views, entries, leadsSaw, leadsEntered, callsHeld, dealsWon, rupeesWon } = figures!;
      return { days: pageSalesDays, from, to, views, entries, leadsSaw, leadsEntered, callsHeld, dealsWon, rupeesWon };
    },
  };
}
