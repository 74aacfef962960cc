import { useId, useRef, type KeyboardEvent, type ReactNode } from "react";

import { arrowKeyTarget } from "./arrow-keys";

export type TabsEntry = { value: string; label: ReactNode };

type TabsProps = {
  /** The tab list's accessible name. */
  label: string;
  tabs: TabsEntry[];
  value: string;
  onValueChange: (value: string) => void;
  /** The selected tab's panel content; the other panels stay in the page, empty and hidden. */
  renderPanel: (value: string) => ReactNode;
  className?: string;
  listClassName?: string;
  /** Style the selected tab with `data-[state=active]:`. */
  tabClassName?: string;
  panelClassName?: string;
};

/**
 * The WAI-ARIA Authoring Practices' "Tabs with automatic activation": only the selected tab is in the
 * Tab order, and the arrow keys (wrapping), Home and End move to a tab and select it. Written here
 * rather than taken from Radix because Radix Tabs and the blocks under it cost the home page 8.7 KB
 * of its 120 KB JavaScript budget (decision 022).
 */
export function Tabs({
  label,
  tabs,
  value,
  onValueChange,
  renderPanel,
  className,
  listClassName,
  tabClassName,
  panelClassName,
}: TabsProps) {
  const id = useId();
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);
  const tabId = (tab: string) => `${id}-tab-${tab}`;
  const panelId = (tab: string) => `${id}-panel-${tab}`;

  const select = (index: number) => {
    tabRefs.current[index]?.focus();
    onValueChange(tabs[index]!.value);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const target = arrowKeyTarget(event.key, index, tabs.length, ["ArrowLeft", "ArrowRight"]);
    if (target === undefined) return;
    event.preventDefault();
    select(target);
  };

  return (
    <div className={className}>
      <div role="tablist" aria-label={label} className={listClassName}>
        {tabs.map((tab, index) => {
          const selected = tab.value === value;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={tabId(tab.value)}
              aria-selected={selected}
              aria-controls={panelId(tab.value)}
              tabIndex={selected ? 0 : -1}
              data-state={selected ? "active" : "inactive"}
              className={tabClassName}
              onClick={() => onValueChange(tab.value)}
              onKeyDown={(event) => onKeyDown(event, index)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => {
        const selected = tab.value === value;
        return (
          <div
            key={tab.value}
            role="tabpanel"
            id={panelId(tab.value)}
            aria-labelledby={tabId(tab.value)}
            tabIndex={0}
            hidden={!selected}
            data-state={selected ? "active" : "inactive"}
            className={panelClassName}
          >
            {selected ? renderPanel(tab.value) : null}
          </div>
        );
      })}
    </div>
  );
}
