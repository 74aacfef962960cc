import { Hourglass, Sparkles } from "lucide-react";

import { ButtonLink } from "~/components/ui/button-link";

/** The launching-soon view of a category without projects yet. */
export function AlmostThere({ category, capabilities }: { category: string; capabilities: string[] }) {
  return (
    <div className="mx-auto max-w-3xl rounded-3xl border border-dashed border-slate-300 bg-slate-50 px-6 py-12 text-center">
      <Hourglass aria-hidden="true" className="mx-auto size-10 text-accent-700" />
      <h2 className="mt-4 text-3xl font-bold text-brand-900">Almost There</h2>
      <p className="mt-3 text-slate-600">
        Our {category} case studies are launching soon. Here is what you can expect from this practice:
      </p>
      <ul aria-label="Expected capabilities" className="mx-auto mt-6 grid max-w-2xl gap-3 text-left sm:grid-cols-2">
        {capabilities.map((capability) => (
          <li key={capability} className="flex gap-2 rounded-2xl bg-white px-4 py-3 text-slate-700 shadow-sm">
            <Sparkles aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-accent-700" />
            {capability}
          </li>
        ))}
      </ul>
      <ButtonLink to="/contactUs" className="mt-8">
        Let's Talk
      </ButtonLink>
    </div>
  );
}
