import { CircleAlert, CircleCheck, Info } from "lucide-react";
import type { ReactNode } from "react";

const tones = {
  // An error is an alert (read out at once); a confirmation is a status (read out politely).
  error: { role: "alert", Icon: CircleAlert, className: "border-red-200 bg-red-50 text-red-800" },
  success: { role: "status", Icon: CircleCheck, className: "border-emerald-200 bg-emerald-50 text-emerald-900" },
  // A fact about what is on the page, there from the start: nothing to announce.
  info: { role: "note", Icon: Info, className: "border-amber-200 bg-amber-50 text-amber-900" },
} as const;

/** The answer to an action, or a fact about the page, where the person is looking. */
export function Notice({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  const { role, Icon, className } = tones[tone];
  return (
    <div role={role} className={`mb-4 flex items-start gap-2 rounded-xl border px-4 py-3 text-sm ${className}`}>
      <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div>{children}</div>
    </div>
  );
}

/** A form's answer at the top of its page: what was done, or why the whole form was refused. */
export function ActionNotices({ done, refused }: { done?: string | undefined; refused?: string | undefined }) {
  return (
    <>
      {done ? <Notice tone="success">{done}</Notice> : null}
      {refused ? <Notice tone="error">{refused}</Notice> : null}
    </>
  );
}
