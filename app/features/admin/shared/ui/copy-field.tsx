import { useState } from "react";

import { TextField } from "~/components/ui/text-field";

import { buttonClass } from "./submit-button";

/** A value to copy (a link, a snippet): selected whole on focus, with a button that copies it. */
export function CopyField({ label, value }: { label: string; value: string }) {
  const [copied, setCopied] = useState(false);
  return (
    <div className="flex flex-col gap-2 sm:flex-row sm:items-end">
      <div className="min-w-0 flex-1">
        <TextField
          label={label}
          value={value}
          readOnly
          className="mt-1.5 block w-full rounded-xl border border-slate-300 bg-slate-50 px-3 py-2 font-mono text-sm text-slate-900"
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <button
        type="button"
        className={buttonClass("secondary")}
        aria-label={`Copy the ${label.toLowerCase()}`}
        onClick={() => {
          // No clipboard on a plain-http address other than localhost: the field is still there to select.
          void navigator.clipboard?.writeText(value).then(
            () => setCopied(true),
            () => setCopied(false),
          );
        }}
      >
        {copied ? "Copied" : "Copy"}
      </button>
    </div>
  );
}
