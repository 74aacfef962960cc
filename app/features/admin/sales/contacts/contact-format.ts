import type { LeadStage } from "~domain/sales/sales";

import type { BadgeTone } from "~/features/admin/shared/ui/badge";

const rupees = new Intl.NumberFormat("en-IN", { style: "currency", currency: "INR", maximumFractionDigits: 0 });

/** "₹12,50,000", Indian grouping. */
export const formatRupees = (value: number) => rupees.format(value);

export const stageTones: Record<LeadStage, BadgeTone> = {
  new: "sky",
  contacted: "violet",
  qualified: "amber",
  proposal: "orange",
  won: "emerald",
  lost: "slate",
};

export const contactViewLabels = { mine: "Mine", unassigned: "Unassigned", everyone: "Everyone's" } as const;
