/** The site's public origin, fixed at build time (see vite.config.ts). */
declare const __PUBLIC_SITE_URL__: string;
