import { useId } from "react";

/**
 * A question answered by ticking (checkboxes) or choosing one (radio buttons): a real fieldset and
 * legend, one labelled input per option, and the field's message tied to it for screen readers.
 */
export function OptionFieldset({
  legend,
  legendHidden = false,
  type,
  name,
  options,
  checked,
  error,
  twoColumns = false,
}: {
  legend: string;
  /** A legend the section's heading already says, kept for assistive technology. */
  legendHidden?: boolean;
  type: "checkbox" | "radio";
  name: string;
  options: readonly { value: string; label: string }[];
  checked: (value: string) => boolean;
  error?: string | undefined;
  /** Short options side by side from the small breakpoint. */
  twoColumns?: boolean;
}) {
  const errorId = useId();
  const list = twoColumns ? "grid gap-2 sm:grid-cols-2" : "flex flex-col gap-2";
  return (
    <fieldset aria-describedby={error ? errorId : undefined}>
      <legend className={legendHidden ? "sr-only" : "text-sm font-medium text-slate-800"}>{legend}</legend>
      <div className={legendHidden ? list : `mt-2 ${list}`}>
        {options.map((option) => (
          <label key={option.value} className="flex items-start gap-2 text-sm text-slate-800">
            <input
              type={type}
              name={name}
              value={option.value}
              defaultChecked={checked(option.value)}
              className="mt-0.5 accent-brand-700"
            />
            {option.label}
          </label>
        ))}
      </div>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
