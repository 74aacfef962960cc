import { useId, type ReactNode, type SubmitEventHandler } from "react";
import { Form } from "react-router";

import type { FormErrors } from "~/features/admin/shared/form-data";
import { AddForm } from "~/features/admin/shared/ui/add-form";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

import { KeptDraft, type KeptDraftProps } from "./kept-draft";

/** An entry's form: empty on its list's page (a new draft), filled on the entry's own page. */
export type OrderedEntryFormProps<Values> = {
  values: Values;
  errors?: FormErrors | undefined;
  intent: "create" | "save";
  submitLabel: string;
  /** On an entry's own page: what the editor types is kept as their draft. */
  draft?: Omit<KeptDraftProps, "formId"> | undefined;
};

/** The post of an entry's text, to its list's page or its own: the fields, then the one button. */
export function OrderedEntryForm({
  intent,
  submitLabel,
  draft,
  onSubmit,
  children,
}: Pick<OrderedEntryFormProps<unknown>, "intent" | "submitLabel" | "draft"> & {
  /** The check of its fields in the browser (useCheckedForm), before it is sent. */
  onSubmit: SubmitEventHandler<HTMLFormElement>;
  children: ReactNode;
}) {
  const formId = useId();
  // A new entry's form is empty again for the next once its entry is added.
  const EntryForm = intent === "create" ? AddForm : Form;
  return (
    <EntryForm method="post" id={formId} className="mt-4 space-y-5" onSubmit={onSubmit}>
      {draft ? <KeptDraft formId={formId} {...draft} /> : null}
      {children}
      <SubmitButton name="intent" value={intent} pendingLabel="Saving…">
        {submitLabel}
      </SubmitButton>
    </EntryForm>
  );
}
