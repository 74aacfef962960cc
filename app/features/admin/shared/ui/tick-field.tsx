import type { ReactNode } from "react";

/**
 * A tick box that confirms something before a form is sent, its sentence beside it and, when the
 * server refused the form without it, the reason under it, tied to the box for screen readers.
 */
export function TickField({ name, error, children }: { name: string; error: string | undefined; children: ReactNode }) {
  const errorId = `${name}-error`;
  return (
    <div>
      <label className="flex items-start gap-2 text-sm text-slate-800">
        <input
          type="checkbox"
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : undefined}
          className="mt-0.5 accent-brand-700"
        />
        {children}
      </label>
      {error ? (
        <p id={errorId} className="mt-1.5 text-sm text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
