import { spriteHref } from "~/components/icons/sprite-icon";
import { socialMarkId } from "~/components/icons/sprite-icon-names";
import type { SocialLink } from "~domain/company/company";

/**
 * A network's mark (Simple Icons' paths, LinkedIn's kept from before simple-icons dropped it), drawn
 * from the icon sprite in the text colour of the link it stands in. The paths (3.7 KB) once rode in
 * every page's HTML and the site frame's script, then in four image files of their own; the sprite is
 * the one file every page's footer fetches anyway (docs/performance.md, 2026-11-27).
 */
export function SocialIcon({ network }: { network: SocialLink["network"] }) {
  return (
    <svg
      xmlns="http://www.w3.org/2000/svg"
      width="18"
      height="18"
      viewBox="0 0 24 24"
      fill="currentColor"
      aria-hidden="true"
    >
      <use href={spriteHref(socialMarkId(network))} />
    </svg>
  );
}
