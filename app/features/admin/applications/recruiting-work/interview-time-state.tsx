import type { InterviewTimeState } from "~contracts/recruiting-work";

import { Badge, type BadgeTone } from "~/features/admin/shared/ui/badge";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";

const stateBadges: Record<InterviewTimeState, { tone: BadgeTone; label: string }> = {
  booked: { tone: "emerald", label: "Booked" },
  "waiting-for-time": { tone: "sky", label: "Waiting for a time" },
  "not-invited": { tone: "slate", label: "Candidate not invited yet" },
  over: { tone: "amber", label: "Scorecard owed" },
};

/** Where an interview's time stands, as a badge. */
export const InterviewStateBadge = ({ state }: { state: InterviewTimeState }) => (
  <Badge tone={stateBadges[state].tone}>{stateBadges[state].label}</Badge>
);

/** When an interview is, in India time, or why there is no time yet. */
export function InterviewWhen({ state, startsAt }: { state: InterviewTimeState; startsAt: Date | null }) {
  if (startsAt)
    return (
      <>
        <IndiaTime at={new Date(startsAt)} /> IST
      </>
    );
  return state === "waiting-for-time" ? (
    <>Waiting for the candidate to pick a time</>
  ) : (
    <>No time yet: the candidate is not invited to pick one</>
  );
}
