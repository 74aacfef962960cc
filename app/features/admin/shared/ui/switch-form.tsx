import type { ReactNode } from "react";
import { Form } from "react-router";

import { SubmitButton } from "./submit-button";

/**
 * A yes-or-no setting turned over in one press: a form of one secondary button that posts
 * `intent` with the field `name` set to `value`, the setting's other side ("Turn off", "They
 * asked not to be contacted").
 */
export function SwitchForm({
  intent,
  name,
  value,
  className,
  children,
}: {
  intent: string;
  name: string;
  value: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <Form method="post" className={className}>
      <input type="hidden" name="intent" value={intent} />
      <input type="hidden" name={name} value={value} />
      <SubmitButton tone="secondary" pendingLabel="Saving...">
        {children}
      </SubmitButton>
    </Form>
  );
}
