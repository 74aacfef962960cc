import type { LeadStage } from "~domain/contacts/contacts";

import type { BadgeTone } from "~/features/admin/shared/ui/badge";

/** "₹12,50,000", Indian grouping: the site's one formatter of money. */
export { formatRupees } from "~domain/company/rupees";

export const stageTones: Record<LeadStage, BadgeTone> = {
  new: "sky",
  contacted: "violet",
  qualified: "amber",
  proposal: "orange",
  won: "emerald",
  lost: "slate",
};

export const contactViewLabels = { mine: "Mine", unassigned: "Unassigned", everyone: "Everyone's" } as const;
