import { publishStateLabels, type PublishState } from "~domain/content/content";

import { Badge, type BadgeTone } from "~/features/admin/shared/ui/badge";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";

const stateTones: Record<PublishState, BadgeTone> = { draft: "slate", scheduled: "amber", published: "emerald" };

/** Draft, Scheduled or Published, as a badge: the state of a post, a question or a testimonial. */
export function PublishStateBadge({ state }: { state: PublishState }) {
  return <Badge tone={stateTones[state]}>{publishStateLabels[state]}</Badge>;
}

/** When something scheduled appears, in India time: "appears 25 Nov 2026, 9:00 AM (India)"; nothing for another. */
export function AppearsAt({
  item,
  className,
}: {
  item: { state: PublishState; publishAt: Date | null };
  className?: string;
}) {
  return item.state === "scheduled" && item.publishAt ? (
    <span className={className}>
      appears <IndiaTime at={item.publishAt} /> (India)
    </span>
  ) : null;
}
