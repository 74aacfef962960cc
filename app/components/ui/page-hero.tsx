import type { ReactNode } from "react";

import { Eyebrow } from "./section-heading";

type PageHeroProps = {
  title: string;
  /** A short line above the title. */
  eyebrow?: string;
  intro: ReactNode;
  children?: ReactNode;
};

/** The band that opens an inner page: its one h1 and an introduction. */
export function PageHero({ title, eyebrow, intro, children }: PageHeroProps) {
  return (
    <section className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-4xl px-4 py-16 text-center sm:px-6 sm:py-24">
        {eyebrow ? <Eyebrow>{eyebrow}</Eyebrow> : null}
        <h1 className="mt-2 text-4xl font-bold tracking-tight text-brand-900 sm:text-5xl">{title}</h1>
        <div className="mx-auto mt-6 max-w-2xl text-lg leading-relaxed text-slate-600">{intro}</div>
        {children}
      </div>
    </section>
  );
}
