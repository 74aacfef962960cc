/**
 * The id an uploaded image is stored and served under (`/media/<id>-<width>.<format>`). Kept free of
 * zod and of imports: every public page's link preview tells an upload's file by it (app/seo/shared-image.ts),
 * and zod would add 24 KB to each page's scripts.
 */
export const imageIdPattern = /^[\da-f]{8}-[\da-f]{4}-[\da-f]{4}-[\da-f]{4}-[\da-f]{12}$/;
