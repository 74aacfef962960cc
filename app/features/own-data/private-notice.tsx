import type { ReactNode, Ref } from "react";

const tones = {
  // What was done is a status (read out politely); a refusal is an alert (read out at once).
  done: { role: "status", className: "rounded-xl bg-brand-50 p-4 text-brand-900" },
  refused: { role: "alert", className: "rounded-xl bg-red-50 p-4 text-red-800" },
} as const;

/** The answer to a private page's form, where the person is looking: what was done, or why it was refused. */
export function PrivateNotice({
  tone,
  children,
  id,
  ref,
}: {
  tone: keyof typeof tones;
  children: ReactNode;
  /** Given when the page brings the person to the notice: it can then take focus, by script or by the URL's fragment. */
  id?: string;
  ref?: Ref<HTMLParagraphElement>;
}) {
  const { role, className } = tones[tone];
  return (
    <p
      role={role}
      id={id}
      ref={ref}
      tabIndex={id ? -1 : undefined}
      // Clear of the site's fixed header when the URL's fragment scrolls to it.
      className={id ? `${className} scroll-mt-24` : className}
    >
      {children}
    </p>
  );
}
