import { Plus, Trash2 } from "lucide-react";
import type { ReactNode } from "react";
import { useFieldArray, type FieldArray, type FieldArrayPath, type FieldPath } from "react-hook-form";

import type { ApplicationFormInput } from "~domain/applications/job-application";
import { bindField } from "./bind-field";
import type { StepProps } from "./step-props";

type ListName = FieldArrayPath<ApplicationFormInput>;
type EntryKey<Name extends ListName> = keyof FieldArray<ApplicationFormInput, Name> & string;

type EntryListProps<Name extends ListName> = StepProps & {
  name: Name;
  blank: () => FieldArray<ApplicationFormInput, Name>;
  legend: string;
  /** Names the buttons: "Add education", "Remove education 2". */
  noun: string;
  /** The fields of the entry at `index`; `field` binds one of them to the form, with its message. */
  children: (index: number, field: (key: EntryKey<Name>) => ReturnType<typeof bindField>) => ReactNode;
};

/** A list of entries that can be added, and removed while more than one exists (careers specification, section 4). */
export function EntryList<Name extends ListName>({ form, name, blank, legend, noun, children }: EntryListProps<Name>) {
  const { fields: entries, append, remove } = useFieldArray({ control: form.control, name });
  // Always a path of the form: TypeScript cannot follow the template through the generic list name.
  const fieldOf = (index: number) => (key: EntryKey<Name>) =>
    bindField(form, `${name}.${index}.${key}` as FieldPath<ApplicationFormInput>);
  return (
    <fieldset className="space-y-4">
      <legend className="mb-4 text-lg font-semibold text-brand-900">{legend}</legend>
      {entries.map((entry, index) => (
        <div key={entry.id} className="grid gap-4 rounded-2xl border border-slate-200 p-4 sm:grid-cols-2">
          {children(index, fieldOf(index))}
          {entries.length > 1 ? (
            <EntryButton kind="remove" label={`Remove ${noun} ${index + 1}`} onClick={() => remove(index)} />
          ) : null}
        </div>
      ))}
      <EntryButton kind="add" label={`Add ${noun}`} onClick={() => append(blank(), { shouldFocus: false })} />
    </fieldset>
  );
}

const entryButtons = {
  add: {
    Icon: Plus,
    className:
      "inline-flex items-center gap-2 rounded-full border border-slate-300 px-4 py-2 text-sm font-medium text-brand-900 hover:bg-slate-50",
  },
  remove: {
    Icon: Trash2,
    className: "inline-flex w-fit items-center gap-2 text-sm font-medium text-red-700 hover:text-red-800",
  },
};

function EntryButton({
  kind,
  label,
  onClick,
}: {
  kind: keyof typeof entryButtons;
  label: string;
  onClick: () => void;
}) {
  const { Icon, className } = entryButtons[kind];
  return (
    <button type="button" onClick={onClick} className={className}>
      <Icon aria-hidden="true" className="size-4" />
      {label}
    </button>
  );
}
