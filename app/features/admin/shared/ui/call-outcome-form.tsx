import { Form } from "react-router";

import { callOutcomeLabels, callOutcomes, type CallOutcome } from "~domain/consultants/consultant-calls";

import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

const selectClass =
  "rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/20 focus:outline-none";

/**
 * What became of a call that has started, as its consultant (or sales) says it: on the Overview's
 * "How did they go?" (which posts the call's id) and on the call's own page, where it can be said
 * again. Each saving is audited (server/consultants/consultant-calls.ts).
 */
export function CallOutcomeForm({
  call,
  current,
  postsId,
}: {
  call: { id: string; visitorName: string };
  /** The outcome already said, chosen in the list; "Held" when none is. */
  current?: CallOutcome | null | undefined;
  /** The form posts to a page of many calls, which reads the call's id from it. */
  postsId: boolean;
}) {
  const fieldId = `outcome-${call.id}`;
  return (
    <Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="intent" value="outcome" />
      {postsId ? <input type="hidden" name="bookingId" value={call.id} /> : null}
      <label className="sr-only" htmlFor={fieldId}>
        Outcome of the call with {call.visitorName}
      </label>
      <select id={fieldId} name="outcome" className={selectClass} defaultValue={current ?? "held"}>
        {callOutcomes.map((outcome) => (
          <option key={outcome} value={outcome}>
            {callOutcomeLabels[outcome]}
          </option>
        ))}
      </select>
      <SubmitButton tone="secondary" pendingLabel="Saving...">
        Save
      </SubmitButton>
    </Form>
  );
}
