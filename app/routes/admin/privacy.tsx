import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { AnalyticsRetentionSchema } from "~domain/analytics/roll-up-retention";
import { ErasureRequestSchema, RetentionSettingSchema } from "~domain/careers/recruiting";

import { noticeOf, redirectWithNotice } from "~/features/admin/shared/notices.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { parseForm } from "~/features/admin/shared/form-data";
import { PrivacyPage, type PrivacyActionData } from "~/features/admin/privacy/privacy-page";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/privacy";

export const meta = () => adminMeta("Candidates' data");

export async function loader(args: Route.LoaderArgs) {
  const { privacy: desk } = await requireStaff(args, "privacy");
  const [months, analyticsMonths, runs] = await Promise.all([
    desk.retentionMonths(),
    desk.analyticsRetentionMonths(),
    desk.retentionRuns(),
  ]);
  return { months, analyticsMonths, runs, done: noticeOf(args.context) };
}

/**
 * "retention" saves the period, "analytics-retention" how long the analytics totals are kept, "run" runs the task now, "preview" looks an address up
 * (a POST, so the address stays out of URLs and logs; it changes nothing), "erase" erases it.
 */
export async function action(args: Route.ActionArgs) {
  const { privacy: desk } = await requireStaff(args, "privacy");
  const form = await readForm(args.request);
  const intent = String(form.get("intent") ?? "");
  const refuse = (answer: PrivacyActionData) => data(answer, { status: 400 });

  if (intent === "retention") {
    const parsed = parseForm(RetentionSettingSchema, form);
    if (!parsed.ok) return refuse({ intent, errors: parsed.errors });
    const outcome = await desk.setRetentionMonths(parsed.value.months);
    if (!outcome.ok) return refuse({ intent, message: outcome.message });
    throw await redirectWithNotice(args.request, "/admin/privacy", "retention");
  }
  if (intent === "analytics-retention") {
    const parsed = parseForm(AnalyticsRetentionSchema, form);
    if (!parsed.ok) return refuse({ intent, errors: parsed.errors });
    const outcome = await desk.setAnalyticsRetentionMonths(parsed.value.analyticsMonths);
    if (!outcome.ok) return refuse({ intent, message: outcome.message });
    throw await redirectWithNotice(args.request, "/admin/privacy", "analytics-retention");
  }
  if (intent === "run") {
    await desk.runRetention();
    throw await redirectWithNotice(args.request, "/admin/privacy", "run");
  }
  if (intent === "preview" || intent === "erase") {
    const parsed = parseForm(ErasureRequestSchema, form);
    if (!parsed.ok) return refuse({ intent, errors: parsed.errors });
    const { email } = parsed.value;
    if (intent === "preview")
      return { intent, preview: { email, counts: await desk.previewErasure(email) } } satisfies PrivacyActionData;
    const outcome = await desk.erase(email);
    if (!outcome.ok) return refuse({ intent, message: outcome.message });
    throw await redirectWithNotice(args.request, "/admin/privacy", "erased");
  }
  return refuse({ intent: "retention", message: "This form is not one this page knows. Please reload the page." });
}

export default function AdminPrivacyRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PrivacyPage {...loaderData} result={actionData} />;
}
