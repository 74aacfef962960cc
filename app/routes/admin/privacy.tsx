import { z } from "zod";

import { AnalyticsRetentionSchema } from "~domain/analytics/roll-up-retention";
import { ErasureRequestSchema, RetentionSettingSchema } from "~domain/applications/recruiting";

import { noticeOf } from "~/features/admin/shared/notices.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { PrivacyPage, type PrivacyActionData, type PrivacyIntent } from "~/features/admin/privacy/privacy-page";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/privacy";
import {
  answer,
  formAction,
  intent,
  messageOf,
  noFields,
  toPage,
  unknownForm,
} from "~/features/admin/shared/forms/form-action.server";

export const meta = () => adminMeta("Candidates' data");

export async function loader(args: Route.LoaderArgs) {
  const { privacy: desk } = await requireStaff(args, "privacy");
  const [months, analyticsMonths, showsStaffNotes, runs] = await Promise.all([
    desk.retentionMonths(),
    desk.analyticsRetentionMonths(),
    desk.showsStaffNotes(),
    desk.retentionRuns(),
  ]);
  return { months, analyticsMonths, showsStaffNotes, runs, done: noticeOf(args.context) };
}

const StaffNotesShownSchema = z.object({ shown: z.enum(["yes", "no"]).transform((answer) => answer === "yes") });

const privacyIntents = [
  "retention",
  "analytics-retention",
  "own-view-notes",
  "run",
  "preview",
  "erase",
] as const satisfies readonly PrivacyIntent[];

/**
 * "retention" saves the period, "analytics-retention" how long the analytics totals are kept, "own-view-notes"
 * whether a person's own view shows the text of staff's notes about them, "run" runs the task now, "preview" looks an address up
 * (a POST, so the address stays out of URLs and logs; it changes nothing), "erase" erases it.
 */
export async function action(args: Route.ActionArgs) {
  const { privacy: desk } = await requireStaff(args, "privacy");
  const here = "/admin/privacy";
  return formAction<PrivacyActionData>(args.request, {
    intents: {
      retention: intent({
        schema: RetentionSettingSchema,
        run: ({ months }) => desk.setRetentionMonths(months),
        done: toPage(here, "retention"),
      }),
      "analytics-retention": intent({
        schema: AnalyticsRetentionSchema,
        run: ({ analyticsMonths }) => desk.setAnalyticsRetentionMonths(analyticsMonths),
        done: toPage(here, "analytics-retention"),
      }),
      "own-view-notes": intent({
        schema: StaffNotesShownSchema,
        run: ({ shown }) => desk.setShowsStaffNotes(shown),
        done: (_, { shown }) => toPage(here, shown ? "notes-shown" : "notes-named"),
        // Its one field is the button's own, never typed: a refusal is a page out of date.
        refused: (_, refusal) => ({
          intent: "own-view-notes",
          message: messageOf(refusal, "Please reload the page and try again."),
        }),
      }),
      run: intent({
        schema: noFields,
        run: async () => ({ ok: true, value: await desk.runRetention() }),
        done: toPage(here, "run"),
      }),
      preview: intent({
        schema: ErasureRequestSchema,
        run: async ({ email }) => ({ ok: true, value: await desk.previewErasure(email) }),
        done: (counts, { email }) => answer({ intent: "preview", preview: { email, counts } }),
      }),
      erase: intent({
        schema: ErasureRequestSchema,
        run: ({ email }) => desk.erase(email),
        done: toPage(here, "erased"),
      }),
    },
    refused: (name, refusal) => ({ intent: privacyIntents.find((known) => known === name) ?? "retention", ...refusal }),
    unknownIntent: unknownForm,
  });
}

export default function AdminPrivacyRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PrivacyPage {...loaderData} result={actionData} />;
}
