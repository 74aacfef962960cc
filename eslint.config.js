import fs from "node:fs";

import js from "@eslint/js";
import jsxA11y from "eslint-plugin-jsx-a11y-x";
import reactHooks from "eslint-plugin-react-hooks";
import globals from "globals";
import tseslint from "typescript-eslint";

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
 * The server's areas (docs/decisions/024-server-slices.md), each with the modules it lets the other
 * areas use: its public face. Anything else in an area is its own. Tests may reach any area to set
 * up what they need. Each area writes only its own tables (the table-write wall below): what privacy's
 * erasure and retention delete of another area's, and a person's corrections of their own details, go
 * through the owning area's modules here (`*-deletion` and the like).
 */
const serverAreas = {
  // The demo calendar builds on the consultants who take its calls (`builtOn` below), never the reverse;
  // a person's own view of their data reads their calls with the columns the back office reads, and cancels
  // one as its manage link does or corrects its visitor's details. A merge of contacts moves calls (contact-links).
  bookings: ["bookings", "booking-columns", "visitor-changes", "booking-deletion", "contact-links"],
  // The calendar writes its calls into the consultants' own calendars with their CalDAV writer, and
  // takes the calls queued for them.
  consultants: ["availability", "consultant-admin", "meeting-links", "caldav-event-writer", "calendar-event-writes"],
  // The contacts (the sales desk): enquiries and calls make and update its contacts.
  contacts: ["contacts", "mailbox/desk-emails", "mailbox/kept-attachments", "contact-deletion"],
  // Privacy deletes enquiries; a merge of contacts moves them and their replies.
  enquiries: ["enquiry-deletion", "contact-links"],
  // The job posts: the applications area builds on them (`builtOn` below) and uses a job, its interview plan and
  // hiring team, and the careers sender; privacy ends job alerts; the blog renders its posts with the job
  // descriptions' rules (job-markdown).
  jobs: ["jobs", "interview-plan", "careers-sender", "job-alerts", "job-markdown"],
  // The candidates of those jobs: applications, their board, interviews, offers, hires, referrals, reports; a
  // candidate withdraws their own application from the page of their data (privacy) by the board's move; the
  // sales desk links an application to the contact the candidate also is.
  applications: ["application-changes", "application-deletion", "contact-links"],
  // The newsletter sends the blog's posts as e-mails (decision 079): the post as an e-mail carries it.
  content: ["post-email"],
  // The newsletter's subscribers (decision 077): privacy finds, stops, erases and retires a person's rows.
  newsletter: ["subscriber-records"],
  privacy: [],
  // The daily e-mail (the contacts area's) claims each account's day, and the account chooses to have it.
  staff: ["digest-accounts"],
  outbox: ["about", "mail-outbox", "outbox-deletion"],
  // The site's own analytics (decision 048): a lead finds the visit it was sent from, the sales desk and the
  // recruiting reports put leads beside the visits they came from, and the analytics page rolls up.
  // The deal's credited visit (decision 062): the sales dashboard's revenue and months, and an editor's page.
  analytics: [
    // What a lead is (decision 073): the sales dashboard counts leads with it, and a lead deleted by
    // privacy (erasure, retention) is kept in it as an anonymous count.
    "leads",
    "lead-visits",
    "lead-conversion",
    "roll-ups",
    "attribution/won-deals",
    "attribution/revenue-by-source",
    "attribution/attribution-desks",
    // Where applications are given up and the careers half of the company funnel: the applications area gives them.
    "funnel/funnel-desks",
    // What privacy's retention deletes of the analytics when their time is up.
    "analytics-retention",
  ],
};

/** Areas that build on another: the lower one never imports them (what it needs from them is handed in). */
const builtOn = { bookings: ["consultants"], applications: ["jobs"] };

const areasBuiltOn = (area) =>
  Object.entries(builtOn)
    .filter(([, lower]) => lower.includes(area))
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
        .map(([other, open]) => ({
          regex: open.length ? `^(\\.\\./)+${other}/(?!(${open.join("|")})$)` : `^(\\.\\./)+${other}/`,
          message: `Another area's own module: use ${open.length ? open.map((name) => `${other}/${name}`).join(" or ") : `nothing of ${other}/ (it has no public module yet)`}, or move what both need to server/kernel.`,
        })),
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
