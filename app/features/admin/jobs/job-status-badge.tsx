import { jobStatusLabels, type JobStatus } from "~domain/jobs/job-posts";

import { Badge, type BadgeTone } from "~/features/admin/shared/ui/badge";

const tones: Record<JobStatus, BadgeTone> = { open: "emerald", draft: "sky", closed: "slate" };

export function JobStatusBadge({ status }: { status: JobStatus }) {
  return <Badge tone={tones[status]}>{jobStatusLabels[status]}</Badge>;
}
