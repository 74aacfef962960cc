import { Form, Link } from "react-router";

import { buttonClass, SubmitButton } from "./submit-button";

/**
 * Where a record stands, changed in one action: a form of submit buttons, one per choice, the
 * current one pressed. It works without JavaScript, and from the keyboard (Tab, then Enter).
 * A choice that needs a second look first (rejecting) can be a link to that step instead.
 */
export function ChoiceForm<Choice extends string>({
  intent,
  name,
  legend,
  choices,
  labels,
  current,
  error,
  confirmLink,
}: {
  intent: string;
  name: string;
  legend: string;
  choices: readonly Choice[];
  labels: Record<Choice, string>;
  current: Choice;
  error?: string | undefined;
  confirmLink?: (choice: Choice) => string | undefined;
}) {
  return (
    <Form method="post" className="mt-3">
      <input type="hidden" name="intent" value={intent} />
      <fieldset>
        <legend className="sr-only">{legend}</legend>
        <div className="flex flex-wrap gap-2">
          {choices.map((choice) => {
            const link = choice === current ? undefined : confirmLink?.(choice);
            return link ? (
              <Link key={choice} to={link} className={buttonClass("secondary")}>
                {labels[choice]}…
              </Link>
            ) : (
              <SubmitButton
                key={choice}
                name={name}
                value={choice}
                tone={choice === current ? "primary" : "secondary"}
                aria-pressed={choice === current}
                pendingLabel="Saving..."
              >
                {labels[choice]}
              </SubmitButton>
            );
          })}
        </div>
      </fieldset>
      {error ? <p className="mt-2 text-sm text-red-700">{error}</p> : null}
    </Form>
  );
}
