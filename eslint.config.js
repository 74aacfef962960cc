import fs from "node:fs";

import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

import { serverAreaFaces } from "./scripts/server-area-faces.mjs";
import { tableOwners, tablesPlugin } from "./scripts/table-owners.mjs";

const appMustNotImportServer = { group: ["**/server/**"], message: "app/ must not import server/." };

/** The rules of a wall: an import that matches one of `patterns` is an error, with the pattern's message. */
const importsRefused = (patterns) => ({ "no-restricted-imports": ["error", { patterns }] });

/**
 * The walls between the site's parts (docs/decisions/008-feature-slices.md): a feature never
 * imports another feature, and shared code never imports a feature. Routes and root.tsx compose.
 * Every folder under app/features gets its wall, so a new slice (admin, say) is walled from birth.
 */
const featurePatterns = (name) => [
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
];

const featureWalls = fs
  .readdirSync("app/features", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => ({
    files: [`app/features/${name}/**/*.{ts,tsx}`],
    rules: importsRefused(featurePatterns(name)),
  }));

/**
 * The back office's areas (docs/decisions/039-back-office-areas.md), one folder each under
 * app/features/admin, named as the server area it talks to. An area uses its own folder and
 * admin/shared (the shell, lists, forms, notices, the session), never another area: the routes
 * compose them. Shared pieces use no area.
 */
const adminAreas = fs
  .readdirSync("app/features/admin", { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map(({ name }) => name);

const adminAreaWalls = adminAreas.map((area) => ({
  files: [`app/features/admin/${area}/**/*.{ts,tsx}`],
  rules: importsRefused([
    ...featurePatterns("admin"),
    {
      regex: area === "shared" ? "^~/features/admin/(?!shared/)" : `^~/features/admin/(?!(shared|${area})/)`,
      message:
        area === "shared"
          ? "The back office's shared pieces use no area: hand in what an area gives (as the overview's sections are)."
          : "A back-office area does not import another: compose them in app/routes, or move what both use to admin/shared.",
    },
  ]),
}));

const sharedCodeWall = {
  files: ["app/components/**/*.{ts,tsx}", "app/content/**/*.ts", "app/seo/**/*.ts"],
  rules: importsRefused([
    appMustNotImportServer,
    { group: ["~/features/*", "~/routes/*"], message: "Shared code does not depend on a feature or a route." },
  ]),
};

const serverMustNotImportApp = { group: ["**/app/**", "~/*"], message: "server/ must not import app/." };

/** A wall around `files` of server/, besides the one from app/: their tests may reach anything to set up. */
const serverWall = (files, patterns) => ({
  files,
  ignores: ["**/*.test.ts"],
  rules: importsRefused([serverMustNotImportApp, ...patterns]),
});

/**
 * The server's areas (docs/decisions/024-server-slices.md): each folder of server/ with an area.ts, read
 * with the face it declares in its own public-modules.json (scripts/server-area-faces.mjs): the modules it
 * lets the other areas use, and the areas it builds on, each with why. Anything else in an area is its own.
 * Tests may reach any area to set up what they need. Each area writes only its own tables (the table-write
 * wall below): what privacy's erasure and retention delete of another area's, and a person's corrections of
 * their own details, go through the owning area's open modules (`*-deletion` and the like).
 */
const serverAreas = serverAreaFaces();

/** The areas that build on `area`: it never imports them (what it needs from them is handed in). */
const areasBuiltOn = (area) =>
  Object.entries(serverAreas)
    .filter(([, { builtOn }]) => area in builtOn)
    .map(([higher]) => higher);

const serverAreaWalls = Object.keys(serverAreas).map((area) =>
  serverWall(
    [`server/${area}/**/*.{ts,tsx}`],
    [
      ...areasBuiltOn(area).map((higher) => ({
        regex: `^(\\.\\./)+${higher}/`,
        message: `The ${higher} area builds on the ${area} area: hand in what ${area} needs of it (as server/back-office-access.ts does).`,
      })),
      ...Object.entries(serverAreas)
        .filter(([other]) => other !== area && !areasBuiltOn(area).includes(other))
        .map(([other, { modules }]) => {
          const open = Object.keys(modules);
          return {
            regex: open.length ? `^(\\.\\./)+${other}/(?!(${open.join("|")})$)` : `^(\\.\\./)+${other}/`,
            message: `Another area's own module: use ${open.length ? open.map((name) => `${other}/${name}`).join(" or ") : `nothing of ${other}/ (it has no public module yet)`}, or move what both need to server/kernel.`,
          };
        }),
    ],
  ),
);

/** What every area stands on never depends on an area: the composition (app.ts, areas.ts, page-services.ts, back-office-access.ts) does. */
const serverKernelWall = serverWall(
  ["server/{kernel,db,emails,plugins}/**/*.{ts,tsx}", "server/{clock,config,redis}.ts"],
  [
    {
      regex: `^(\\.\\./)+((${Object.keys(serverAreas).join("|")})/|(app|areas|page-services|back-office-access)$)`,
      message: "The kernel does not depend on an area: move the rule to domain/ or the code to server/kernel.",
    },
  ],
);

/**
 * The table-write wall: an area writes (insert, update, delete, in drizzle or in SQL) only the tables it
 * owns, those of server/db/schema/<area>.ts; another area's go through a function that area opens. Reading
 * any table is free. A test builds its fixtures in any area's tables, as it may import any area; the seed
 * (server/db/seed*.ts) puts the site's first content in on start, before any area runs and from below them
 * all, as a migration does.
 */
const tableWriteWall = {
  files: ["server/**/*.{ts,tsx}"],
  ignores: ["**/*.test.{ts,tsx}", "server/db/seed*.ts"],
  plugins: { tables: tablesPlugin },
  rules: { "tables/foreign-table-writes": ["error", tableOwners()] },
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
    plugins: { "react-hooks": reactHooks, "jsx-a11y-x": jsxA11y },
    rules: {
      ...reactHooks.configs.recommended.rules,
      ...jsxA11y.configs.recommended.rules,
      // The app never reaches into the server; loaders get services through the load context.
      ...importsRefused([appMustNotImportServer]),
    },
  },
  ...featureWalls,
  ...adminAreaWalls,
  sharedCodeWall,
  {
    files: ["domain/**/*.ts"],
    rules: importsRefused([
      {
        group: ["**/server/**", "**/app/**", "~/*", "**/contracts/**", "~contracts/*"],
        message: "domain/ is pure rules and schemas: no app/, server/ or contracts/.",
      },
    ]),
  },
  // What the pages may ask of the server (docs/decisions/025-contracts.md): types over domain/ and the keys pages
  // read them by, no code of either side.
  {
    files: ["contracts/**/*.ts"],
    rules: importsRefused([
      {
        group: ["**/server/**", "**/app/**", "~/*"],
        message: "contracts/ name what app/ and server/ share: neither side's code.",
      },
    ]),
  },
  {
    files: ["server/**/*.{ts,tsx}"],
    rules: importsRefused([serverMustNotImportApp]),
  },
  ...serverAreaWalls,
  serverKernelWall,
  tableWriteWall,
  // A promise nobody awaits in server/, scripts/ and test-support/ is refused with types by oxlint
  // (.oxlintrc.json, decision 076), not here: ESLint's type-aware run cost three times as much.
  // What ships holds no test code: tests import their helpers from test-support/, and only a
  // test imports a test library. A rule of its own name, so the walls' no-restricted-imports stay theirs.
  {
    files: ["{app,server,domain,contracts}/**/*.{ts,tsx}"],
    ignores: ["**/*.test.{ts,tsx}"],
    rules: {
      "@typescript-eslint/no-restricted-imports": [
        "error",
        {
          patterns: [
            {
              group: [
                "vitest",
                "vitest/*",
                "@testing-library/*",
                "@playwright/test",
                "**/test-support/**",
                "~test-support/*",
              ],
              message: "Test code stays out of what ships: only a *.test.ts(x) imports it.",
            },
          ],
        },
      ],
    },
  },
);
