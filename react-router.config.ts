import type { Config } from "@react-router/dev/config";

import { staticPublicPaths } from "./app/public-paths";

export default {
  ssr: true,
  // Marketing pages carry no per-request data, so they are rendered once at build
  // time and served as files; everything else renders on each request.
  prerender: [...staticPublicPaths, "/error"],
} satisfies Config;
