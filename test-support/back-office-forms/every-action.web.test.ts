import fs from "node:fs";

import { describe, expect, it } from "vitest";

import { patternOf } from "../back-office-forms";
import { routesOfBuild } from "../back-office-routes";
import { careerForms } from "./recruiting";
import { consultantForms } from "./consultants";
import { newsletterForms } from "./newsletter";
import { contentForms } from "./content";
import { deskForms } from "./desk";
import { duplicateForms } from "./duplicates";
import { peopleForms } from "./people";
import { privacyRequestForms } from "./privacy-requests";
import { breachForms } from "./privacy-breaches";

/**
 * The back office's actions and the tests that submit them: every route of the
 * build that takes a POST has rows in an area's form tests (test-support/back-office-forms/<area>.ts,
 * each run by its <area>.web.test.ts, which also fails on a form its pages show and no row submits).
 * A route the build gains without a row fails here.
 *
 * Run `npm run build` first: this reads build/, exactly what production serves.
 */
const areas = [
  peopleForms,
  deskForms,
  duplicateForms,
  consultantForms,
  careerForms,
  contentForms,
  newsletterForms,
  privacyRequestForms,
  breachForms,
];

/**
 * Actions that are no form a person fills in, each with the test that drives it: a passkey
 * ceremony's steps are posted by the page's script with the browser's authenticator, single
 * sign-on is a provider's round trip, signing out is one button with nothing to get wrong, and
 * the first admin's link exists only on a database without accounts.
 */
const drivenElsewhere: Record<string, string> = {
  "/admin/first-run/:token": "e2e/first-run-and-factors.spec.ts",
  "/admin/sign-in/passkey": "e2e/passkeys.spec.ts",
  "/admin/account/passkeys/new": "e2e/passkeys.spec.ts",
  "/admin/sign-in/sso": "e2e/single-sign-on.spec.ts",
  "/admin/sign-out": "e2e/back-office-sign-in.spec.ts",
};

const rows = areas.flatMap(({ area, rows }) => rows.map((row) => ({ area, ...row })));

describe("the back office's actions", () => {
  it("each has a test that submits its forms", async () => {
    const actions = (await routesOfBuild()).filter((route) => route.method === "POST").map((route) => route.pattern);
    const untested = actions.filter(
      (pattern) => !(pattern in drivenElsewhere) && !rows.some((row) => patternOf(row) === pattern),
    );
    expect(untested, "actions no row of test-support/back-office-forms submits").toEqual([]);
    const stale = [...rows.map((row) => patternOf(row)), ...Object.keys(drivenElsewhere)].filter(
      (pattern) => !actions.includes(pattern),
    );
    expect(stale, "rows for actions the build does not have").toEqual([]);
  });

  it("names the tests that drive the actions no form row submits", () => {
    for (const file of Object.values(drivenElsewhere)) expect(fs.existsSync(file), file).toBe(true);
  });
});
