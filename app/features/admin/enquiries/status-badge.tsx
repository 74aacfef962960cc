import { enquiryStatusLabels, type EnquiryStatus } from "~domain/enquiry-triage";

import { Badge, type BadgeTone } from "~/features/admin/ui/badge";

const tones: Record<EnquiryStatus, BadgeTone> = { new: "attention", replied: "positive", closed: "neutral" };

/** Where sales is with an enquiry. */
export function StatusBadge({ status }: { status: EnquiryStatus }) {
  return <Badge tone={tones[status]}>{enquiryStatusLabels[status]}</Badge>;
}
