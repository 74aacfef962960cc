import { imageIdPattern } from "~domain/content/image-ids";
import {
  siteImagePattern,
  siteSocialCardPath,
  socialCardSize,
  uploadSocialCardSuffix,
} from "~domain/content/social-cards";

/** The site's own picture for a page that has none: already a 1200 × 630 PNG. */
export const defaultSharedImage = "/og-image.png";

/** What a link preview shows of a page (a path of the site), with the size and type when they are known. */
export type SharedImage = { path: string; type: string; width?: number; height?: number };

const uploadFile = (ending: string) => new RegExp(`^/media/${imageIdPattern.source.slice(1, -1)}${ending}$`);
const uploadSocialCard = uploadFile(uploadSocialCardSuffix.replace(".", "\\."));
const uploadJpeg = uploadFile("-\\d{1,4}\\.jpg");

/**
 * The picture a page is shared with, given the one it shows (docs/decisions/074): a picture of the
 * site's own as its social card, made at build; an upload's social card as it is; an upload made
 * before cards were, as its widest JPEG (whose height the page does not know). Any other picture
 * (an upload's WebP on a page, none) is shared as the site's own.
 */
export function sharedImageOf(image: string | undefined): SharedImage {
  if (image && siteImagePattern.test(image))
    return { path: siteSocialCardPath(image), type: "image/jpeg", ...socialCardSize };
  if (image && uploadSocialCard.test(image)) return { path: image, type: "image/jpeg", ...socialCardSize };
  if (image && uploadJpeg.test(image)) return { path: image, type: "image/jpeg" };
  return { path: defaultSharedImage, type: "image/png", ...socialCardSize };
}
