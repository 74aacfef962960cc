import type { SocialLink } from "~domain/company/company";

/**
 * A network's mark (Simple Icons' paths, LinkedIn's kept from before simple-icons dropped it), as a
 * file in public/images/social/ rather than inline: the paths (3.7 KB) rode in every page's HTML and
 * in the site frame's script, for icons at the foot of the page. Below the first screen the browser
 * fetches them only when the visitor scrolls there. A file cannot take the text colour, so each mark
 * comes in the site's two: navy for light backgrounds, white for the dark footer.
 */
export function SocialIcon({ network, onDark = false }: { network: SocialLink["network"]; onDark?: boolean }) {
  return (
    <img
      src={`/images/social/${network}-${onDark ? "white" : "navy"}.svg`}
      alt=""
      width={18}
      height={18}
      loading="lazy"
      decoding="async"
    />
  );
}
