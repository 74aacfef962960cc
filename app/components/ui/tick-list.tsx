import { SpriteIcon } from "~/components/icons/sprite-icon";

type TickListProps = {
  items: string[];
  /** The list's own layout and spacing. */
  className: string;
  /** The gap beside the tick and the text's colour. */
  itemClassName?: string;
  /** The tick's colour. */
  tickClassName?: string;
};

/** A list of what is offered or done, each line behind a check mark. */
export function TickList({
  items,
  className,
  itemClassName = "gap-2 text-slate-700",
  tickClassName = "text-accent-700",
}: TickListProps) {
  return (
    <ul className={className}>
      {items.map((item) => (
        <li key={item} className={`flex ${itemClassName}`}>
          <SpriteIcon name="circle-check" className={`mt-0.5 size-5 shrink-0 ${tickClassName}`} />
          {item}
        </li>
      ))}
    </ul>
  );
}
