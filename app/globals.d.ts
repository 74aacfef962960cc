/** The site's public origin, fixed at build time (see vite.config.ts). */
declare const __PUBLIC_SITE_URL__: string;

interface ImportMetaEnv {
  /** Base URL of the booking and contact API; the site's own origin when unset. */
  readonly VITE_BACKEND_URL?: string;
  /** Base URL of the careers API; the site's own origin when unset. */
  readonly VITE_API_URL?: string;
}
