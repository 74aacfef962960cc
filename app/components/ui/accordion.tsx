import { ChevronDown } from "lucide-react";
import * as RadixAccordion from "@radix-ui/react-accordion";
import type { ReactNode } from "react";

export type AccordionEntry = { id: string; title: string; content: ReactNode };

type AccordionProps = {
  entries: AccordionEntry[];
  /** "single": one open at a time, clicking the open one closes it; "multiple": each opens on its own. */
  type: "single" | "multiple";
  headingLevel?: 2 | 3;
};

/** Radix accordion in the site's style; the state and keyboard rules are Radix's. */
export function Accordion({ entries, type, headingLevel = 2 }: AccordionProps) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const items = entries.map((entry) => (
    <RadixAccordion.Item key={entry.id} value={entry.id} className="rounded-2xl border border-slate-200 bg-white">
      <RadixAccordion.Header asChild>
        <Heading>
          <RadixAccordion.Trigger className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-brand-900 sm:px-6">
            {entry.title}
            <ChevronDown
              aria-hidden="true"
              className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180"
            />
          </RadixAccordion.Trigger>
        </Heading>
      </RadixAccordion.Header>
      <RadixAccordion.Content className="px-5 pb-5 text-slate-700 sm:px-6">{entry.content}</RadixAccordion.Content>
    </RadixAccordion.Item>
  ));
  return type === "single" ? (
    <RadixAccordion.Root type="single" collapsible className="space-y-3">
      {items}
    </RadixAccordion.Root>
  ) : (
    <RadixAccordion.Root type="multiple" className="space-y-3">
      {items}
    </RadixAccordion.Root>
  );
}
