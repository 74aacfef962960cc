/**
 * Social cards (docs/decisions/074-what-search-engines-and-link-previews-read.md): the picture a
 * link preview shows, as LinkedIn, X, Facebook and WhatsApp read it: a 1200 × 630 JPEG, never an
 * SVG. Each picture of the site's own gets one at build (scripts/social-cards.mjs), each upload one
 * when it is uploaded. No imports: the build's script reads this file as it is.
 */

export const socialCardSize = { width: 1200, height: 630 } as const;

/** Where the build writes the cards of the site's own pictures (public/images/…). */
const siteSocialCardsFolder = "/social-cards";

/** The site's own pictures that have a card: every image under /images/. */
export const siteImagePattern = /^\/images\/[\w./-]+\.(svg|png|jpe?g|webp|avif)$/;

/** The card of a picture of the site's own: `/images/blog/a.svg` is `/social-cards/images/blog/a.jpg`. */
export const siteSocialCardPath = (imagePath: string) =>
  `${siteSocialCardsFolder}${imagePath.replace(/\.[a-z]+$/, ".jpg")}`;

/** The card's name among an upload's files (`/media/<id>-1200x630.jpg`). */
export const uploadSocialCardSuffix = `-${socialCardSize.width}x${socialCardSize.height}.jpg`;
