import { beforeAll, describe, expect, it } from "vitest";

import { wallViolations } from "../scripts/wall-violations";

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
