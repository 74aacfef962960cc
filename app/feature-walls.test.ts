import { describe, expect, it } from "vitest";

import { wallViolations } from "../scripts/wall-violations";

// docs/decisions/008-feature-slices.md
describe("the walls between features", () => {
  it.each([
    ["app/features/home/x.tsx", 'import { ContactForm } from "~/features/contact/contact-form";'],
    ["app/features/layout/x.tsx", 'import { BookingDialogProvider } from "../booking/booking-dialog-provider";'],
    ["app/features/careers/application/x.tsx", 'import { Footer } from "~/features/layout/footer";'],
    ["app/components/x.tsx", 'import { Hero } from "~/features/home/hero";'],
    ["app/components/x.tsx", 'import { loader } from "~/routes/admin/layout";'],
    ["app/features/home/x.tsx", 'import { db } from "../../../server/db/open-db";'],
  ])("lint refuses %s importing across a wall", async (filePath, code) => {
    expect(await wallViolations(filePath, code)).not.toEqual([]);
  });

  it.each([
    ["app/features/home/x.tsx", 'import { Hero } from "~/features/home/hero";'],
    ["app/features/home/x.tsx", 'import { BookingDialogLink } from "~/components/booking/booking-dialog-link";'],
    ["app/routes/x.tsx", 'import { ContactForm } from "~/features/contact/contact-form";'],
    ["app/routes/admin/x.tsx", 'import { Overview } from "~/features/admin/shared/shell/overview";'],
  ])("lint lets %s import its own feature, shared code, or compose in a route", async (filePath, code) => {
    expect(await wallViolations(filePath, code)).toEqual([]);
  });
});
