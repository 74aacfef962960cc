import type { ReactNode } from "react";

import { PageHero } from "./page-hero";

const columnWidths = {
  xl: "max-w-xl",
  "2xl": "max-w-2xl",
  "3xl": "max-w-3xl",
  "5xl": "max-w-5xl",
  "6xl": "max-w-6xl",
} as const;

type PageOpeningProps = {
  title: string;
  eyebrow?: string;
  intro: ReactNode;
  /** The section's accessible name, where its content has no heading of its own to give one. */
  label?: string;
  width: keyof typeof columnWidths;
  /** The page ends with this section: it keeps more room above the footer. */
  closesPage?: boolean;
  children: ReactNode;
};

/** An inner page's opening: its hero, then the page's first section in a centred column under it. */
export function PageOpening({ title, eyebrow, intro, label, width, closesPage = false, children }: PageOpeningProps) {
  return (
    <>
      <PageHero title={title} eyebrow={eyebrow} intro={intro} />
      <section
        aria-label={label}
        className={`mx-auto ${columnWidths[width]} px-4 ${closesPage ? "pb-20" : "pb-16"} sm:px-6`}
      >
        {children}
      </section>
    </>
  );
}
