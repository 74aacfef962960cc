import type { ReactNode } from "react";

/** The short upper-case line above a title; `onDark` for the dark bands, where the lighter accent reads. */
export function Eyebrow({ children, onDark = false }: { children: ReactNode; onDark?: boolean }) {
  return (
    <p className={`text-sm font-semibold tracking-widest ${onDark ? "text-accent-500" : "text-accent-700"} uppercase`}>
      {children}
    </p>
  );
}

type SectionHeadingProps = {
  /** The heading's id: the section around it is named by it (aria-labelledby). */
  id: string;
  eyebrow?: string;
  /** The home page's and the service case studies' sections, whose titles grow on wider screens. */
  large?: boolean;
  children: ReactNode;
};

/** A section's h2, with its eyebrow line above it when it has one. */
export function SectionHeading({ id, eyebrow, large = false, children }: SectionHeadingProps) {
  return (
    <>
      {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
      <h2
        id={id}
        className={`${eyebrow ? "mt-2 " : ""}text-3xl font-bold text-brand-900${large ? " sm:text-4xl" : ""}`}
      >
        {children}
      </h2>
    </>
  );
}
