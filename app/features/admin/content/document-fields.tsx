import type { FormField } from "~domain/content/document-form";
import { valueAt } from "~domain/content/document-form";

import { SelectField, TextAreaField, TextField } from "~/components/ui/text-field";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { Notice } from "~/features/admin/shared/ui/notice";

/**
 * A document's fields as its schema draws them (domain/content/document-form.ts): groups as fieldsets,
 * each field named by its path, showing `values` (the draft, what is published, or what was just
 * posted) and the message of each field `errors` names.
 */
export function DocumentFields({ form, values, errors }: { form: FormField; values: unknown; errors: FormErrors }) {
  return <Field field={form} values={values} errors={errors} depth={0} />;
}

/** A section, an entry of a list as a card, and a list within an entry without a second frame. */
const fieldsetClass: Record<number, string> = {
  1: "space-y-4",
  2: "min-w-0 space-y-4 rounded-xl border border-slate-200 p-4",
  3: "min-w-0 space-y-3",
};

function Field({
  field,
  values,
  errors,
  depth,
}: {
  field: FormField;
  values: unknown;
  errors: FormErrors;
  depth: number;
}) {
  switch (field.type) {
    case "group": {
      const children = field.children.map((child) => (
        <Field key={child.path} field={child} values={values} errors={errors} depth={depth + 1} />
      ));
      if (depth === 0) return <div className="space-y-8">{children}</div>;
      // A list's entries side by side on a wide screen; a group's own fields one under another.
      const entries = field.children.every((child) => child.type === "group");
      return (
        <fieldset className={fieldsetClass[Math.min(depth, 3)]}>
          <legend
            className={
              depth === 1 ? "text-base font-semibold text-brand-900" : "px-1 text-sm font-semibold text-slate-700"
            }
          >
            {field.title}
          </legend>
          {entries ? <div className="grid gap-4 lg:grid-cols-2">{children}</div> : children}
        </fieldset>
      );
    }
    case "choice":
      return (
        <SelectField
          label={field.label}
          name={field.path}
          options={field.options}
          defaultValue={valueAt(values, field.path)}
          error={errors[field.path]}
          required
        />
      );
    case "colour":
      return (
        <TextField
          label={field.label}
          name={field.path}
          type="color"
          defaultValue={valueAt(values, field.path) || "#1e3a8a"}
          error={errors[field.path]}
          className="h-11 w-24 rounded-lg border border-slate-300 p-1"
        />
      );
    case "text": {
      const common = {
        label: field.label,
        name: field.path,
        defaultValue: valueAt(values, field.path),
        error: errors[field.path],
        hint: field.hint,
        maxLength: field.maxLength,
        required: field.required,
      };
      return field.multiline ? <TextAreaField {...common} rows={4} /> : <TextField {...common} />;
    }
  }
}

/** How many fields a refused save names (the form's own message aside), each with its message below. */
export function FieldFaultsNotice({ errors, saved }: { errors: FormErrors; saved: string }) {
  const faults = Object.keys(errors).filter((name) => name !== "form").length;
  if (faults === 0) return null;
  return (
    <Notice tone="error">
      {faults === 1 ? "One field needs" : `${faults} fields need`} a change before {saved} can be saved; each says what
      below. Nothing was saved.
    </Notice>
  );
}
