import { defineConfig } from "vitest/config";

// `npm run test:image`: the image as operators run it (docs/deploy.md), after `npm run image`. Each
// file starts a whole stack of its own: one file at a time, in the order of the drills.
export default defineConfig({
  test: {
    name: "image",
    include: ["scripts/image/**/*.image.test.ts"],
    environment: "node",
    fileParallelism: false,
    sequence: { concurrent: false },
    testTimeout: 300_000,
    hookTimeout: 600_000,
  },
});
