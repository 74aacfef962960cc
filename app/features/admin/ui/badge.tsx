import type { ReactNode } from "react";

const tones = {
  attention: "bg-orange-50 text-orange-800 ring-orange-200",
  positive: "bg-emerald-50 text-emerald-800 ring-emerald-200",
  neutral: "bg-slate-100 text-slate-700 ring-slate-200",
  info: "bg-sky-50 text-sky-800 ring-sky-200",
} as const;

export type BadgeTone = keyof typeof tones;

/** A status as a coloured word: the word carries the meaning, the colour only helps the eye. */
export function Badge({ tone, children }: { tone: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap ring-1 ring-inset ${tones[tone]}`}
    >
      {children}
    </span>
  );
}
