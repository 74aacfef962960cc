import type { ComponentProps } from "react";

import { TextAreaField, TextField } from "~/components/ui/text-field";
import type { FormErrors } from "~/features/admin/shared/form-data";

import { SectionCard } from "./section-card";

/**
 * The placeholders an e-mail's text may hold, each with what it becomes as the e-mail is sent:
 * beside every form that writes such a text (a reply template, the rejection e-mail).
 */
export function PlaceholdersCard<Placeholder extends string>({
  intro,
  meanings,
}: {
  intro: string;
  /** In the order the card lists them. */
  meanings: Record<Placeholder, string>;
}) {
  return (
    <SectionCard title="Placeholders" intro={intro}>
      <dl className="mt-3 space-y-3 text-sm">
        {Object.entries<string>(meanings).map(([placeholder, meaning]) => (
          <div key={placeholder}>
            <dt className="font-mono font-semibold text-brand-900">{placeholder}</dt>
            <dd className="text-slate-700">{meaning}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}

type Shown<Element extends "input" | "textarea"> = Pick<ComponentProps<Element>, "defaultValue" | "value" | "onChange">;

/**
 * An e-mail's subject and text as staff write them (fields "subject" and "body"), within the limits
 * the server holds them to; `subject` and `body` show what they hold, as it was saved or as it is typed.
 */
export function EmailTextFields({
  bodyLabel,
  limits,
  rows,
  subject,
  body,
  errors,
}: {
  bodyLabel: string;
  limits: { subject: number; body: number };
  rows: number;
  subject: Shown<"input">;
  body: Shown<"textarea">;
  errors?: FormErrors | undefined;
}) {
  return (
    <>
      <TextField
        label="Subject"
        name="subject"
        required
        maxLength={limits.subject}
        {...subject}
        error={errors?.subject}
      />
      <TextAreaField
        label={bodyLabel}
        name="body"
        required
        maxLength={limits.body}
        rows={rows}
        {...body}
        error={errors?.body}
      />
    </>
  );
}
