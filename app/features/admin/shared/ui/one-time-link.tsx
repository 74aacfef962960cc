import { useId, useState } from "react";

import { buttonClass } from "./submit-button";

/** A password link to pass on: read-only, selected on focus, with a button that copies it. */
export function OneTimeLink({ link, label = "One-time link" }: { link: string; label?: string }) {
  const id = useId();
  const [copied, setCopied] = useState(false);
  return (
    <div className="mt-2">
      <label htmlFor={id} className="block text-sm font-medium">
        {label}
      </label>
      <div className="mt-1 flex flex-col gap-2 sm:flex-row">
        <input
          id={id}
          readOnly
          value={link}
          onFocus={(event) => event.currentTarget.select()}
          className="min-w-0 flex-1 rounded-lg border border-slate-300 bg-white px-3 py-2 font-mono text-xs text-slate-900"
        />
        <button
          type="button"
          className={buttonClass("secondary")}
          onClick={() => {
            void navigator.clipboard?.writeText(link).then(() => setCopied(true));
          }}
        >
          {copied ? "Copied" : "Copy link"}
        </button>
      </div>
    </div>
  );
}
