import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";

import { beforeAll, describe, expect, it } from "vitest";

import { serverAreaFaces } from "../scripts/server-area-faces.mjs";
import { wallViolations, wallViolationsInTree } from "../scripts/wall-violations";

// ESLint reads its configuration and plugins at its first file: seconds when three test runs share
// two cores, more than a test's own time. Read once here, each wall's test times only its lint.
beforeAll(async () => {
  await wallViolations("server/outbox/x.ts", 'import { queueEmails } from "./mail-outbox";');
}, 60_000);

// docs/decisions/024-server-slices.md
describe("the walls between the server's areas", () => {
  it.each([
    ["server/bookings/x.ts", 'import { applicationInbox } from "../applications/application-inbox";'],
    ["server/privacy/x.ts", 'import { submitApplication } from "../applications/application-submission";'],
    ["server/applications/x.ts", 'import { verifyPassword } from "../staff/passwords";'],
    ["server/jobs/x.ts", 'import { applicationDesk } from "../applications/application-desk";'],
    ["server/kernel/x.ts", 'import { createBooking } from "../bookings/bookings";'],
    ["server/consultants/x.ts", 'import { availableSlots } from "../bookings/bookings";'],
    ["server/plugins/x.ts", 'import { createPageServices } from "../page-services";'],
    ["server/kernel/runtime/x.ts", 'import { serverAreas } from "../../areas";'],
    ["server/outbox/x.ts", 'import { Page } from "../../app/root";'],
    ["server/enquiries/x.ts", 'import { writeEvents } from "../analytics/visit-writer";'],
  ])("lint refuses %s importing across a wall", async (filePath, code) => {
    expect(await wallViolations(filePath, code)).not.toEqual([]);
  });

  it.each([
    ["server/bookings/x.ts", 'import { queueEmails } from "../outbox/mail-outbox";'],
    ["server/privacy/x.ts", 'import { deleteUnconfirmedJobAlerts } from "../jobs/job-alerts";'],
    ["server/applications/x.ts", 'import { audit } from "../kernel/audit/audit";'],
    ["server/jobs/x.ts", 'import { listOpenJobs } from "./jobs";'],
    ["server/applications/x.ts", 'import { hiringTeamOf } from "../jobs/interview-plan";'],
    ["server/bookings/x.ts", 'import { RefusedError } from "../kernel/requests/outcome";'],
    ["server/bookings/x.ts", 'import { startTakingCalls } from "../consultants/consultant-admin";'],
    ["server/app.ts", 'import { createBooking } from "./bookings/bookings";'],
    ["server/applications/x.test.ts", 'import { createBooking } from "../bookings/bookings";'],
    ["server/bookings/x.ts", 'import { touchOfLeadVisit } from "../analytics/lead-visits";'],
  ])("lint lets %s use its own area, another's public module, the kernel, or compose", async (filePath, code) => {
    expect(await wallViolations(filePath, code)).toEqual([]);
  });
});

/** A new folder holding `files` (a path in it, then the text), which `use` is given; removed after. */
async function withTree<T>(files: Record<string, string>, use: (dir: string) => T | Promise<T>): Promise<T> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), "area-walls-"));
  try {
    for (const [name, text] of Object.entries(files)) {
      await fs.mkdir(path.dirname(path.join(dir, name)), { recursive: true });
      await fs.writeFile(path.join(dir, name), text);
    }
    return await use(dir);
  } finally {
    await fs.rm(dir, { recursive: true, force: true });
  }
}

const importing = (name: string, from: string) =>
  `import { ${name} } from "${from}";\nexport const used = [${name}];\n`;

/** An area of the fixtures: its registration, one module, and its declaration when it has one. */
const anArea = (area: string, module: string, face?: object) => ({
  [`server/${area}/area.ts`]: `export const area = { name: "${area}" };\n`,
  [`server/${area}/${module}.ts`]: "export const made = 1;\n",
  ...(face && { [`server/${area}/public-modules.json`]: JSON.stringify(face) }),
});

const invoicesFace = {
  modules: { invoices: "The sales desk shows a contact's invoices." },
  builtOn: { contacts: "An invoice is addressed to a contact." },
};

// An area is walled by its folder alone: the project's eslint.config.js, as it is, lints a tree with an
// area it has never named (invoices), which declares its public face, beside one that declares none (outbox).
describe("a new area's walls, from its folder", () => {
  let violations: Record<string, string[]>;
  beforeAll(async () => {
    const tree = {
      ...anArea("invoices", "invoice-rows", invoicesFace),
      "server/invoices/invoices.ts": "export const invoiceTotal = 0;\n",
      ...anArea("contacts", "contacts", { modules: { contacts: "An invoice finds the contact it is addressed to." } }),
      ...anArea("outbox", "mail-outbox"),
      // What eslint.config.js reads besides the areas: the app's features and the schema's modules.
      "app/features/admin/shared/notice.tsx": "export const notice = 1;\n",
      "server/db/schema/invoices.ts": "export const none = 1;\n",
      "server/outbox/uses-invoice-rows.ts": importing("made", "../invoices/invoice-rows"),
      "server/outbox/uses-invoices.ts": importing("invoiceTotal", "../invoices/invoices"),
      "server/invoices/uses-outbox.ts": importing("made", "../outbox/mail-outbox"),
      "server/invoices/uses-contacts.ts": importing("made", "../contacts/contacts"),
      "server/contacts/uses-invoices.ts": importing("invoiceTotal", "../invoices/invoices"),
      "server/kernel/uses-invoices.ts": importing("invoiceTotal", "../invoices/invoices"),
    };
    violations = await withTree(tree, wallViolationsInTree);
  }, 60_000);

  it.each([
    [
      "server/outbox/uses-invoice-rows.ts",
      "Another area's own module: use invoices/invoices, or move what both need to server/kernel.",
    ],
    [
      "server/invoices/uses-outbox.ts",
      "Another area's own module: use nothing of outbox/ (it has no public module yet), or move what both need to server/kernel.",
    ],
    [
      "server/contacts/uses-invoices.ts",
      "The invoices area builds on the contacts area: hand in what contacts needs of it (as server/back-office-access.ts does).",
    ],
    [
      "server/kernel/uses-invoices.ts",
      "The kernel does not depend on an area: move the rule to domain/ or the code to server/kernel.",
    ],
  ])("lint refuses %s: %s", (file, message) => {
    expect(violations[file]).toEqual([expect.stringContaining(message)]);
  });

  it.each(["server/outbox/uses-invoices.ts", "server/invoices/uses-contacts.ts"])(
    "lint lets %s use another area's public module",
    (file) => {
      expect(violations[file]).toEqual([]);
    },
  );
});

describe("the areas' declarations of their public face", () => {
  it("name, in server/, only modules and areas that are there", () => {
    const faces = serverAreaFaces();
    expect(faces.bookings?.builtOn).toHaveProperty("consultants");
    expect(faces.outbox?.modules).toHaveProperty("mail-outbox");
  });

  it("are read from each area's folder, and an area without one opens nothing", async () => {
    const tree = { ...anArea("invoices", "invoices", invoicesFace), ...anArea("contacts", "contacts") };
    const faces = await withTree(tree, (dir) => serverAreaFaces(path.join(dir, "server")));
    expect(faces).toEqual({ invoices: invoicesFace, contacts: { modules: {}, builtOn: {} } });
  });

  it.each([
    [
      "a module that is not there",
      { modules: { invoice: "A typo." } },
      /opens "invoice", which is no module of invoices\//,
    ],
    [
      "a module by its file's name",
      { modules: { "invoices.ts": "A file." } },
      /opens "invoices.ts", which is no module/,
    ],
    ["a module without its reason", { modules: { invoices: " " } }, /"invoices" has no reason/],
    [
      "an area it builds on that is none",
      { builtOn: { contact: "A typo." } },
      /builds on "contact", which is no other area/,
    ],
    ["a misspelt key", { module: { invoices: "A typo." } }, /"module" is neither/],
  ])("refuse %s", async (_case, face, error) => {
    const tree = { ...anArea("invoices", "invoices", face), ...anArea("contacts", "contacts") };
    await withTree(tree, (dir) => {
      expect(() => serverAreaFaces(path.join(dir, "server"))).toThrow(error);
    });
  });
});

// docs/decisions/025-contracts.md
describe("the walls around the contracts", () => {
  it.each([
    ["domain/x.ts", 'import { bookingListViews } from "../contracts/bookings";'],
    ["contracts/x.ts", 'import { createBooking } from "../server/bookings/bookings";'],
    ["contracts/x.ts", 'import { Page } from "../app/root";'],
  ])("lint refuses %s importing across a wall", async (filePath, code) => {
    expect(await wallViolations(filePath, code)).not.toEqual([]);
  });

  it.each([
    ["app/features/admin/x.tsx", 'import { bookingListViews } from "~contracts/bookings";'],
    ["server/bookings/x.ts", 'import { bookingListViews } from "../../contracts/bookings";'],
    ["contracts/x.ts", 'import { isIsoDate } from "../domain/time/india-dates";'],
  ])("lint lets %s use a contract, or a contract use domain/", async (filePath, code) => {
    expect(await wallViolations(filePath, code)).toEqual([]);
  });
});

// What ships holds no test code: the build carries only what the site runs.
describe("the wall around test code", () => {
  it.each([
    ["app/features/careers/x.tsx", 'import { sampleJob } from "~test-support/sample-job";'],
    ["server/jobs/x.ts", 'import { sampleJob } from "../../test-support/sample-job";'],
    ["domain/applications/x.ts", 'import { expect } from "vitest";'],
  ])("lint refuses %s importing test code", async (filePath, code) => {
    expect(await wallViolations(filePath, code)).not.toEqual([]);
  });

  it.each([
    ["app/features/careers/x.test.ts", 'import { sampleJob } from "~test-support/sample-job";'],
    ["server/jobs/x.test.ts", 'import { sampleJob } from "../../test-support/sample-job";'],
  ])("lint lets the test %s import a shared fixture", async (filePath, code) => {
    expect(await wallViolations(filePath, code)).toEqual([]);
  });
});

// docs/decisions/039-back-office-areas.md
describe("the walls between the back office's areas", () => {
  it.each([
    ["app/features/admin/staff/account/x.tsx", 'import { MyTasks } from "~/features/admin/contacts/tasks/my-tasks";'],
    ["app/features/admin/shared/shell/x.tsx", 'import { MyCalls } from "~/features/admin/consultants/my-calls";'],
    ["app/features/admin/applications/reports/x.tsx", 'import { listPath } from "../application-filter";'],
    ["app/features/admin/jobs/x.tsx", 'import { listPath } from "~/features/admin/applications/application-filter";'],
    [
      "app/features/admin/analytics/x.tsx",
      'import { seriesName } from "~/features/admin/contacts/dashboard/dashboard-format";',
    ],
  ])("lint refuses %s importing across a wall", async (filePath, code) => {
    expect(await wallViolations(filePath, code)).not.toEqual([]);
  });

  it.each([
    [
      "app/features/admin/applications/reports/x.tsx",
      'import { listPath } from "~/features/admin/applications/application-filter";',
    ],
    ["app/features/admin/contacts/tasks/x.tsx", 'import { Notice } from "~/features/admin/shared/ui/notice";'],
    ["app/routes/admin/x.tsx", 'import { MyCalls } from "~/features/admin/consultants/my-calls";'],
  ])("lint lets %s use its own area or the shared pieces, and a route compose", async (filePath, code) => {
    expect(await wallViolations(filePath, code)).toEqual([]);
  });
});
