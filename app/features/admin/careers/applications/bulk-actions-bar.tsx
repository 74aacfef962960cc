import { Form } from "react-router";

import { tagLimits } from "~domain/careers/application-tags";
import { bulkLimit, movableStages } from "~domain/careers/hiring-board";
import { applicationStageLabels } from "~domain/careers/recruiting";

import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

import { bulkFormId } from "./board-card";

const control =
  "block w-full rounded-xl border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/20 focus:outline-none";
const label = "block text-sm font-medium text-slate-800";

/**
 * What to do with the ticked cards: move them, reject them for a reason (and e-mail each the
 * rejection), or tag them. One form; the button pressed says which, so it works without JavaScript.
 */
export function BulkActionsBar({ reasons, ticked }: { reasons: string[]; ticked: number | undefined }) {
  return (
    <Form
      method="post"
      id={bulkFormId}
      aria-labelledby="bulk-heading"
      className="mb-4 rounded-2xl border border-slate-200 bg-white p-4"
    >
      <h2 id="bulk-heading" className="font-semibold text-brand-900">
        With the ticked applications
        {ticked === undefined ? null : (
          <span className="ml-2 text-sm font-normal text-slate-600" aria-live="polite">
            {ticked} ticked
          </span>
        )}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Tick cards below, up to {bulkLimit} at a time, then choose what to do.
      </p>
      <div className="mt-3 grid gap-4 lg:grid-cols-3 lg:items-start">
        {/* First in the form, shown last: Enter in the tag's box presses its button, not Move's. */}
        <fieldset className="order-last flex items-end gap-2">
          <legend className="sr-only">Tag</legend>
          <div className="min-w-0 flex-1">
            <label htmlFor="bulk-tag" className={label}>
              Tag
            </label>
            <input
              id="bulk-tag"
              name="tag"
              maxLength={tagLimits.length}
              placeholder="e.g. relocating"
              className={`mt-1.5 ${control}`}
            />
          </div>
          <SubmitButton tone="secondary" name="intent" value="bulk-tag" pendingLabel="Tagging...">
            Add tag
          </SubmitButton>
        </fieldset>
        <fieldset className="flex items-end gap-2">
          <legend className="sr-only">Move</legend>
          <div className="min-w-0 flex-1">
            <label htmlFor="bulk-stage" className={label}>
              Move to
            </label>
            <select id="bulk-stage" name="stage" defaultValue="screening" className={`mt-1.5 ${control}`}>
              {movableStages.map((stage) => (
                <option key={stage} value={stage}>
                  {applicationStageLabels[stage]}
                </option>
              ))}
            </select>
          </div>
          <SubmitButton tone="secondary" name="intent" value="bulk-move" pendingLabel="Moving...">
            Move
          </SubmitButton>
        </fieldset>
        <fieldset className="space-y-2">
          <legend className="sr-only">Reject</legend>
          <div className="flex items-end gap-2">
            <div className="min-w-0 flex-1">
              <label htmlFor="bulk-reason" className={label}>
                Reject for
              </label>
              <select id="bulk-reason" name="reason" defaultValue="" className={`mt-1.5 ${control}`}>
                <option value="">Choose a reason</option>
                {reasons.map((reason) => (
                  <option key={reason} value={reason}>
                    {reason}
                  </option>
                ))}
              </select>
            </div>
            <SubmitButton tone="danger" name="intent" value="bulk-reject" pendingLabel="Rejecting...">
              Reject
            </SubmitButton>
          </div>
          <label className="flex items-center gap-2 text-sm text-slate-800">
            <input type="checkbox" name="notify" defaultChecked className="size-4 accent-brand-900" />
            E-mail each the rejection (the saved template)
          </label>
        </fieldset>
      </div>
    </Form>
  );
}
