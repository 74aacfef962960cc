import fs from "node:fs";

import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

const appMustNotImportServer = { group: ["**/server/**"], message: "app/ must not import server/." };

/**
 * The walls between the site's parts (docs/decisions/008-feature-slices.md): a feature never
 * imports another feature, and shared code never imports a feature. Routes and root.tsx compose.
 * Every folder under app/features gets its wall, so a new slice (admin, say) is walled from birth.
 */
const featureWalls = fs
  .readdirSync("app/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    files: [`app/features/${name}/**/*.{ts,tsx}`],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [
            appMustNotImportServer,
            {
              regex: `^~/features/(?!${name}/)`,
              message:
                "A feature does not import another feature: compose them in app/routes or app/root.tsx, or move what both use to app/components.",
            },
            {
              regex: "^\\.\\./",
              message: "Leave the feature's folder by an alias (~/components, ~domain), never by ../ paths.",
            },
          ],
        },
      ],
    },
  }));

const sharedCodeWall = {
  files: ["app/components/**/*.{ts,tsx}", "app/content/**/*.ts", "app/seo/**/*.ts"],
  rules: {
    "no-restricted-imports": [
      "error",
      {
        patterns: [
          appMustNotImportServer,
          { group: ["~/features/*", "~/routes/*"], message: "Shared code does not depend on a feature or a route." },
        ],
      },
    ],
  },
};

export default tseslint.config(
  { ignores: ["build/", ".react-router/", "node_modules/", "test-results/", "playwright-report/", "data/", "tools/"] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      "@typescript-eslint/no-unused-vars": ["error", { argsIgnorePattern: "^_", varsIgnorePattern: "^_" }],
      "@typescript-eslint/consistent-type-imports": ["error", { fixStyle: "inline-type-imports" }],
    },
  },
  {
    files: ["app/**/*.{ts,tsx}"],
    plugins: { "react-hooks": reactHooks, "jsx-a11y": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.flatConfigs.recommended.rules,
      // The app never reaches into the server; loaders get services through the load context.
      "no-restricted-imports": ["error", { patterns: [appMustNotImportServer] }],
    },
  },
  ...featureWalls,
  sharedCodeWall,
  {
    files: ["domain/**/*.ts"],
    rules: {
      "no-restricted-imports": [
        "error",
        {
          patterns: [{ group: ["**/server/**", "**/app/**", "~/*"], message: "domain/ is pure: no app/ or server/." }],
        },
      ],
    },
  },
  {
    files: ["server/**/*.{ts,tsx}"],
    rules: {
      "no-restricted-imports": [
        "error",
        { patterns: [{ group: ["**/app/**", "~/*"], message: "server/ must not import app/." }] },
      ],
    },
  },
);
