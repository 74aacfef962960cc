import type { ReactNode } from "react";
import { Form } from "react-router";

import type { FormErrors } from "~/features/admin/shared/form-data";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

/** An entry's form: empty on its list's page (a new draft), filled on the entry's own page. */
export type OrderedEntryFormProps<Values> = {
  values: Values;
  errors?: FormErrors | undefined;
  intent: "create" | "save";
  submitLabel: string;
};

/** The post of an entry's text, to its list's page or its own: the fields, then the one button. */
export function OrderedEntryForm({
  intent,
  submitLabel,
  children,
}: Pick<OrderedEntryFormProps<unknown>, "intent" | "submitLabel"> & { children: ReactNode }) {
  return (
    <Form method="post" className="mt-4 space-y-5">
      {children}
      <SubmitButton name="intent" value={intent} pendingLabel="Saving…">
        {submitLabel}
      </SubmitButton>
    </Form>
  );
}
