import { describe, expect, it } from "vitest";

import { jobAlertConfirmDays } from "../jobs/job-alerts";
import { unsubscribedKeepMonths } from "../newsletter/newsletter";
import { confirmationLinkDays } from "./double-opt-in";
import { retentionLimits } from "./application-retention";
import { howLongWeKeep, keptRecordKinds } from "./how-long-we-keep";
import { salesRetentionMonths } from "./sales-retention";

describe("how long a person's records are kept, in their words", () => {
  it("says each kind's period with the figures the retention task deletes by", () => {
    const words = howLongWeKeep({ applicationMonths: retentionLimits.defaultMonths });
    expect(Object.keys(words)).toEqual([...keptRecordKinds]);
    expect(words.enquiries).toContain(`${salesRetentionMonths.enquiries} months after we receive it`);
    expect(words.calls).toContain(`${salesRetentionMonths.bookings} months after its time`);
    expect(words.applications).toContain(`${retentionLimits.defaultMonths} months after the job closes`);
    expect(words.jobAlerts).toContain(`within ${jobAlertConfirmDays} days`);
    expect(words.newsletter).toContain(`within ${confirmationLinkDays} days`);
    expect(words.newsletter).toContain(`for ${unsubscribedKeepMonths} months`);
    expect(words.contact).toContain("goes when you ask us to erase it");
  });

  it("says the applications' period the admin set, a single month as one", () => {
    expect(howLongWeKeep({ applicationMonths: 36 }).applications).toContain("36 months after the job closes");
    expect(howLongWeKeep({ applicationMonths: 1 }).applications).toContain("1 month after the job closes");
  });
});
