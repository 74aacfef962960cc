import type { ReactNode } from "react";
import { Form } from "react-router";

import { SubmitButton } from "./submit-button";

/**
 * A form of one secondary button that posts `intent` with the hidden `fields` it acts on: a
 * yes-or-no setting's other side (`{ on: "false" }`), or the record it ends or forgets
 * (`{ sessionId }`).
 */
export function HiddenFieldsForm({
  intent,
  fields,
  pendingLabel = "Saving...",
  className,
  children,
}: {
  intent: string;
  fields: Record<string, string>;
  /** What the button says while the form is sent. */
  pendingLabel?: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      {Object.entries(fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <SubmitButton tone="secondary" pendingLabel={pendingLabel}>
        {children}
      </SubmitButton>
    </Form>
  );
}
