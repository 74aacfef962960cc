import { applicationStageLabels, type ApplicationStage } from "~domain/applications/recruiting";

import { Badge, type BadgeTone } from "~/features/admin/shared/ui/badge";

const tones: Record<ApplicationStage, BadgeTone> = {
  new: "orange",
  screening: "sky",
  interview: "violet",
  offer: "amber",
  hired: "emerald",
  rejected: "slate",
};

/** Where hiring is with an application. */
export function StageBadge({ stage }: { stage: ApplicationStage }) {
  return <Badge tone={tones[stage]}>{applicationStageLabels[stage]}</Badge>;
}

/** The same address applied to this job more than once: both applications stay, each flagged (decision 055). */
export function AppliedTwiceBadge() {
  return <Badge tone="red">Applied twice</Badge>;
}
