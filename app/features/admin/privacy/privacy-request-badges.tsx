import { isClosedState, privacyRequestStateNames, type PrivacyRequestState } from "~domain/privacy/privacy-requests";

import { Badge, type BadgeTone } from "~/features/admin/shared/ui/badge";

const tones: Record<PrivacyRequestState, BadgeTone> = {
  received: "orange",
  "in-progress": "sky",
  done: "emerald",
  "partly-done": "amber",
  refused: "slate",
};

/** Where a request stands, and "Overdue" beside it while it is open past its due date. */
export function RequestStateBadges({ state, dueAt, now }: { state: PrivacyRequestState; dueAt: Date; now: Date }) {
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <Badge tone={tones[state]}>{privacyRequestStateNames[state]}</Badge>
      {!isClosedState(state) && dueAt.getTime() < now.getTime() ? <Badge tone="red">Overdue</Badge> : null}
    </span>
  );
}
