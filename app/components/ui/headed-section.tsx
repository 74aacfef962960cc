import type { ReactNode } from "react";

import { SectionHeading } from "./section-heading";

const columnWidths = {
  "3xl": "max-w-3xl",
  "5xl": "max-w-5xl",
  "6xl": "max-w-6xl",
  "7xl": "max-w-7xl",
} as const;

type HeadedSectionProps = {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  eyebrow?: string;
  /** The centred column the section's content stands in; none inside a column of the page's own. */
  width?: keyof typeof columnWidths;
  /** A background running the full width of the page behind the column, such as "bg-slate-50". */
  band?: string;
  /** Roomier, with a title that grows on wider screens (the home page, the service case studies). */
  large?: boolean;
  children: ReactNode;
};

/** A page section named by its h2 title: the sections the marketing pages are made of. */
export function HeadedSection({ id, title, eyebrow, width, band, large = false, children }: HeadedSectionProps) {
  const column = width ? `mx-auto ${columnWidths[width]} px-4 ${large ? "py-20" : "py-16"} sm:px-6` : undefined;
  const content = (
    <>
      <SectionHeading id={id} eyebrow={eyebrow} large={large}>
        {title}
      </SectionHeading>
      {children}
    </>
  );
  return band ? (
    <section aria-labelledby={id} className={band}>
      <div className={column}>{content}</div>
    </section>
  ) : (
    <section aria-labelledby={id} className={column}>
      {content}
    </section>
  );
}
