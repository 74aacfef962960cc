import type { ReactNode, SubmitEvent } from "react";
import { Form } from "react-router";

import { TextField } from "~/components/ui/text-field";

/**
 * A form that sets one whole number within its limits (the months applications are kept, the days
 * to answer a privacy request), checked as its page's `useCheckedForm` checks it, then its buttons.
 */
export function NumberForm({
  label,
  limits,
  name,
  value,
  form,
  children,
}: {
  label: string;
  limits: { min: number; max: number };
  name: string;
  value: number;
  form: { errors: Record<string, string>; onSubmit: (event: SubmitEvent<HTMLFormElement>) => void };
  /** The submit buttons. */
  children: ReactNode;
}) {
  return (
    <Form method="post" className="mt-4 flex flex-col gap-4" onSubmit={form.onSubmit}>
      <TextField
        label={label}
        name={name}
        type="number"
        inputMode="numeric"
        min={limits.min}
        max={limits.max}
        required
        defaultValue={value}
        error={form.errors[name]}
      />
      {children}
    </Form>
  );
}
