import { enquiryStatusLabels, type EnquiryStatus } from "~domain/enquiries/enquiry-triage";

import { Badge, type BadgeTone } from "~/features/admin/shared/ui/badge";

const tones: Record<EnquiryStatus, BadgeTone> = { new: "orange", replied: "emerald", closed: "slate" };

/** Where sales is with an enquiry. */
export function StatusBadge({ status }: { status: EnquiryStatus }) {
  return <Badge tone={tones[status]}>{enquiryStatusLabels[status]}</Badge>;
}
