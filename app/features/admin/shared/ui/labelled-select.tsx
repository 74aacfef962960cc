import type { ComponentProps } from "react";

/**
 * A select under its label, in a box of its own (`boxClassName` places the box in its form's
 * grid). The select's classes are its page's, as the back office draws its controls at two sizes.
 */
export function LabelledSelect({
  label,
  boxClassName,
  id,
  ...select
}: { label: string; boxClassName?: string; id: string } & ComponentProps<"select">) {
  return (
    <div className={boxClassName}>
      <label htmlFor={id} className="block text-sm font-medium text-slate-800">
        {label}
      </label>
      <select id={id} {...select} />
    </div>
  );
}

/** The options of a fixed set of choices, each shown by its label. */
export function ChoiceOptions<Choice extends string>({
  choices,
  labels,
}: {
  choices: readonly Choice[];
  labels: Record<Choice, string>;
}) {
  return choices.map((choice) => (
    <option key={choice} value={choice}>
      {labels[choice]}
    </option>
  ));
}

/** The options of a choice of person by id, after the choice of nobody (`nobody` says what that means here). */
export function PersonOptions({ people, nobody }: { people: { id: string; name: string }[]; nobody: string }) {
  return (
    <>
      <option value="">{nobody}</option>
      {people.map((person) => (
        <option key={person.id} value={person.id}>
          {person.name}
        </option>
      ))}
    </>
  );
}
