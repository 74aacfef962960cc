import spriteUrl from "./icon-sprite.svg?no-inline";
import type { SpriteIconName } from "./sprite-icon-names";

/** A symbol of the sprite, as a `<use>` names it. */
export const spriteHref = (id: string) => `${spriteUrl}#${id}`;

/**
 * A lucide icon drawn from the sprite: the same <svg> lucide renders (size, stroke,
 * currentColor, hidden from assistive technology), its shapes in one file that the browser fetches
 * once and keeps (a hashed name under /assets/). `no-inline`: a small file would otherwise become a
 * data: URL, which <use> may not reference.
 */
export function SpriteIcon({ name, className }: { name: SpriteIconName; className?: string }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="24"
      height="24"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      className={className ? `lucide lucide-${name} ${className}` : `lucide lucide-${name}`}
      aria-hidden="true"
    >
      <use href={spriteHref(name)} />
    </svg>
  );
}
