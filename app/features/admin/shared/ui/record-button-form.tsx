import type { ReactNode } from "react";
import { Form } from "react-router";

import { buttonClass } from "./submit-button";

/**
 * A form of one secondary button that posts `intent` with the record it acts on in hidden fields
 * ("Take off" an interviewer): the button's words are short, so `label` says whom it is for.
 * Unlike HiddenFieldsForm, the intent is the button's own value and the button has no pending state.
 */
export function RecordButtonForm({
  intent,
  record,
  label,
  children,
}: {
  intent: string;
  /** The hidden fields naming the record: `{ accountId: member.accountId }`. */
  record: Record<string, string>;
  label: string;
  children: ReactNode;
}) {
  return (
    <Form method="post">
      {Object.entries(record).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <button type="submit" name="intent" value={intent} className={buttonClass("secondary")} aria-label={label}>
        {children}
      </button>
    </Form>
  );
}
