import { useId, type ComponentProps, type ReactNode } from "react";

type FieldProps = {
  label: ReactNode;
  error?: string;
  /** Shown after the label, e.g. "(Optional)". */
  hint?: string;
  /**
   * The error is read out as it appears (an alert): for a form of this one field, where it is the
   * form's whole answer (a wrong code). A longer form's errors are found field by field instead.
   */
  announceError?: boolean;
};

const control =
  "mt-1.5 block w-full rounded-xl border bg-white px-4 py-3 text-base text-slate-900 placeholder:text-slate-500 focus:border-brand-700 focus:ring-2 focus:ring-brand-700/20 focus:outline-none disabled:bg-slate-50";

function Label({ htmlFor, label, hint, required }: FieldProps & { htmlFor: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="block text-sm font-medium text-slate-800">
      {label}
      {required ? (
        <span aria-hidden="true" className="text-accent-700">
          {" "}
          *
        </span>
      ) : null}
      {hint ? <span className="font-normal text-slate-600"> {hint}</span> : null}
    </label>
  );
}

function ErrorText({
  id,
  error,
  announce,
}: {
  id: string;
  error?: string | undefined;
  announce?: boolean | undefined;
}) {
  return error ? (
    <p id={id} role={announce ? "alert" : undefined} className="mt-1.5 text-sm text-red-700">
      {error}
    </p>
  ) : null;
}

/** A labelled input with its error message wired up for assistive technology. */
export function TextField({ label, error, hint, announceError, ...input }: FieldProps & ComponentProps<"input">) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id} label={label} hint={hint} required={input.required} />
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${control} ${error ? "border-red-600" : "border-slate-300"}`}
        {...input}
      />
      <ErrorText id={`${id}-error`} error={error} announce={announceError} />
    </div>
  );
}

export function TextAreaField({ label, error, hint, ...textarea }: FieldProps & ComponentProps<"textarea">) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id} label={label} hint={hint} required={textarea.required} />
      <textarea
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${control} min-h-36 resize-y ${error ? "border-red-600" : "border-slate-300"}`}
        {...textarea}
      />
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

export function SelectField({
  label,
  error,
  hint,
  options,
  labels = {},
  placeholder = "Select...",
  ...select
}: FieldProps &
  ComponentProps<"select"> & {
    options: readonly string[];
    /** What the visitor reads for a stored value, where the two differ. */
    labels?: Record<string, string>;
    placeholder?: string;
  }) {
  const id = useId();
  return (
    <div>
      <Label htmlFor={id} label={label} hint={hint} required={select.required} />
      <select
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        className={`${control} ${error ? "border-red-600" : "border-slate-300"}`}
        {...select}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option} value={option}>
            {labels[option] ?? option}
          </option>
        ))}
      </select>
      <ErrorText id={`${id}-error`} error={error} />
    </div>
  );
}

/** A labelled set of radio buttons; `labels` maps stored values to what the visitor reads. */
export function RadioGroupField({
  legend,
  name,
  value,
  options,
  labels = {},
  error,
  onChange,
  required,
}: {
  legend: ReactNode;
  name: string;
  value: string;
  options: readonly string[];
  labels?: Record<string, string>;
  error?: string;
  onChange: (value: string) => void;
  required?: boolean;
}) {
  const id = useId();
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="text-sm font-medium text-slate-800">
        {legend}
        {required ? (
          <span aria-hidden="true" className="text-accent-700">
            {" "}
            *
          </span>
        ) : null}
      </legend>
      <div className="mt-2 flex flex-wrap gap-2">
        {options.map((option) => (
          <label
            key={option}
            className={`flex cursor-pointer items-center gap-2 rounded-full border px-4 py-2 text-sm ${
              value === option ? "border-brand-900 bg-brand-50 text-brand-900" : "border-slate-300 text-slate-700"
            }`}
          >
            <input
              type="radio"
              name={name}
              value={option}
              checked={value === option}
              onChange={() => onChange(option)}
              className="size-4 accent-brand-900"
            />
            {labels[option] ?? option}
          </label>
        ))}
      </div>
      <ErrorText id={`${id}-error`} error={error} />
    </fieldset>
  );
}
