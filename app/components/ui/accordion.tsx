import { ChevronDown } from "lucide-react";
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";

import { arrowKeyTarget } from "./arrow-keys";

export type AccordionEntry = { id: string; title: string; content: ReactNode };

type AccordionProps = {
  entries: AccordionEntry[];
  /** "single": one open at a time, clicking the open one closes it; "multiple": each opens on its own. */
  type: "single" | "multiple";
  headingLevel?: 2 | 3;
};

/** The open entries after `entry`'s button is pressed. */
function toggled(open: ReadonlySet<string>, entry: string, type: AccordionProps["type"]): ReadonlySet<string> {
  if (type === "single") return new Set(open.has(entry) ? [] : [entry]);
  const next = new Set(open);
  if (!next.delete(entry)) next.add(entry);
  return next;
}

/**
 * The WAI-ARIA Authoring Practices' accordion: each section's title is a heading holding a button
 * with `aria-expanded` and `aria-controls`, its panel a region named by that button; Down and Up
 * move between the buttons (wrapping), Home and End go to the first and last. Written here rather
 * than taken from Radix because Radix Accordion and the blocks under it were 8.7 KB of the FAQ's
 * and the terms' JavaScript and a task of their own at hydration (decision 068, as decision 022
 * did for the tabs). A closed panel is in the page, empty and hidden, as Radix sent it.
 */
export function Accordion({ entries, type, headingLevel = 2 }: AccordionProps) {
  const id = useId();
  const [open, setOpen] = useState<ReadonlySet<string>>(() => new Set());
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const buttonId = (index: number) => `${id}-button-${index}`;
  const panelId = (index: number) => `${id}-panel-${index}`;

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = arrowKeyTarget(event.key, index, entries.length, ["ArrowUp", "ArrowDown"]);
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className="space-y-3">
      {entries.map((entry, index) => {
        const expanded = open.has(entry.id);
        const state = expanded ? "open" : "closed";
        return (
          <div key={entry.id} data-state={state} className="rounded-2xl border border-slate-200 bg-white">
            <Heading>
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                type="button"
                id={buttonId(index)}
                aria-expanded={expanded}
                aria-controls={panelId(index)}
                data-state={state}
                className="group flex w-full items-center justify-between gap-4 px-5 py-4 text-left text-lg font-semibold text-brand-900 sm:px-6"
                onClick={() => setOpen((current) => toggled(current, entry.id, type))}
                onKeyDown={(event) => onKeyDown(event, index)}
              >
                {entry.title}
                <ChevronDown
                  aria-hidden="true"
                  className="size-5 shrink-0 text-slate-500 transition-transform duration-200 group-data-[state=open]:rotate-180"
                />
              </button>
            </Heading>
            <div
              id={panelId(index)}
              role="region"
              aria-labelledby={buttonId(index)}
              hidden={!expanded}
              data-state={state}
              className="px-5 pb-5 text-slate-700 sm:px-6"
            >
              {expanded ? entry.content : null}
            </div>
          </div>
        );
      })}
    </div>
  );
}
