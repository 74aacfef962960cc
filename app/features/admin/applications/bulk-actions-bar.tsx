import type { ReactNode } from "react";
import { Form } from "react-router";

import { tagLimits } from "~domain/applications/application-tags";
import { bulkLimit, movableStages } from "~domain/applications/recruiting-board";
import { applicationStageLabels } from "~domain/applications/recruiting";

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
        Tick cards below, or a whole column (All), up to {bulkLimit} at a time, then choose what to do.
      </p>
      <div className="mt-3 grid gap-4 lg:grid-cols-3 lg:items-start">
        {/* First in the form, shown last: Enter in the tag's box presses its button, not Move's. */}
        <BulkAction
          className="order-last"
          id="bulk-tag"
          label="Tag"
          intent="bulk-tag"
          button="Add tag"
          pending="Tagging..."
        >
          <input
            id="bulk-tag"
            name="tag"
            maxLength={tagLimits.length}
            placeholder="e.g. relocating"
            className={`mt-1.5 ${control}`}
          />
        </BulkAction>
        <BulkAction id="bulk-stage" label="Move to" intent="bulk-move" button="Move" pending="Moving...">
          <Choices
            id="bulk-stage"
            name="stage"
            defaultValue="screening"
            choices={movableStages}
            labels={applicationStageLabels}
          />
        </BulkAction>
        <BulkAction
          id="bulk-reason"
          label="Reject for"
          intent="bulk-reject"
          button="Reject"
          pending="Rejecting..."
          danger
          after={
            <label className="flex items-center gap-2 text-sm text-slate-800">
              <input type="checkbox" name="notify" defaultChecked className="size-4 accent-brand-900" />
              E-mail each the rejection (the saved template)
            </label>
          }
        >
          <Choices
            id="bulk-reason"
            name="reason"
            defaultValue=""
            choices={["", ...reasons]}
            labels={{ "": "Choose a reason" }}
          />
        </BulkAction>
      </div>
    </Form>
  );
}

/** One of the bar's actions: its field, labelled, and the button that does it (`intent`). */
function BulkAction({
  id,
  label: text,
  intent,
  button,
  pending,
  danger = false,
  after,
  className = "",
  children,
}: {
  id: string;
  label: string;
  intent: string;
  button: string;
  pending: string;
  danger?: boolean;
  /** Below the field and its button. */
  after?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={`space-y-2 ${className}`}>
      <legend className="sr-only">{text}</legend>
      <div className="flex items-end gap-2">
        <div className="min-w-0 flex-1">
          <label htmlFor={id} className={label}>
            {text}
          </label>
          {children}
        </div>
        <SubmitButton tone={danger ? "danger" : "secondary"} name="intent" value={intent} pendingLabel={pending}>
          {button}
        </SubmitButton>
      </div>
      {after}
    </fieldset>
  );
}

/** A select of the bar's, each value with the words it shows. */
function Choices({
  id,
  name,
  defaultValue,
  choices,
  labels,
}: {
  id: string;
  name: string;
  defaultValue: string;
  choices: readonly string[];
  labels: Partial<Record<string, string>>;
}) {
  return (
    <select id={id} name={name} defaultValue={defaultValue} className={`mt-1.5 ${control}`}>
      {choices.map((choice) => (
        <option key={choice} value={choice}>
          {labels[choice] ?? choice}
        </option>
      ))}
    </select>
  );
}
