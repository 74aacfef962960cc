import { publishStateLabels, type PublishState } from "~domain/content";

import { Badge, type BadgeTone } from "~/features/admin/ui/badge";

const stateTones: Record<PublishState, BadgeTone> = { draft: "slate", scheduled: "amber", published: "emerald" };

/** Draft, Scheduled or Published, as a badge: the state of a post, a question or a testimonial. */
export function PublishStateBadge({ state }: { state: PublishState }) {
  return <Badge tone={stateTones[state]}>{publishStateLabels[state]}</Badge>;
}
