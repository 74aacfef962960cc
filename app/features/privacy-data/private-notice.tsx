import type { ReactNode } from "react";

const tones = {
  // What was done is a status (read out politely); a refusal is an alert (read out at once).
  done: { role: "status", className: "rounded-xl bg-brand-50 p-4 text-brand-900" },
  refused: { role: "alert", className: "rounded-xl bg-red-50 p-4 text-red-800" },
} as const;

/** The answer to a private page's form, where the person is looking: what was done, or why it was refused. */
export function PrivateNotice({ tone, children }: { tone: keyof typeof tones; children: ReactNode }) {
  const { role, className } = tones[tone];
  return (
    <p role={role} className={className}>
      {children}
    </p>
  );
}
