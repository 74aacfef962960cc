import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { ReferralSchema } from "~domain/careers/referrals";

import { ReferralsPage, type ReferralsAnswer } from "~/features/admin/applications/referrals/referrals-page";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { formFields, parseForm } from "~/features/admin/shared/form-data";
import { noticeOf, redirectWithNotice } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/referrals";

export const meta = () => adminMeta("Referrals");

export async function loader(args: Route.LoaderArgs) {
  const { referrals } = await requireStaff(args);
  const [links, mine] = await Promise.all([referrals.links(), referrals.mine()]);
  return { links, referrals: mine, referred: noticeOf(args.context) === "referred" };
}

/** A referral: the job, the candidate's name, address and phone, their resume (multipart) and a note. */
export async function action(args: Route.ActionArgs) {
  const { referrals } = await requireStaff(args);
  const form = await readForm(args.request);
  const { resume: _file, ...values } = formFields(form);
  const refused = (errors: Record<string, string>) => data<ReferralsAnswer>({ errors, values }, { status: 400 });
  const parsed = parseForm(ReferralSchema, form);
  const resume = form.get("resume");
  const resumeError = resume instanceof File && resume.size > 0 ? undefined : "Please attach the candidate's resume.";
  if (!parsed.ok || resumeError || !(resume instanceof File)) {
    return refused({ ...(parsed.ok ? {} : parsed.errors), ...(resumeError ? { resume: resumeError } : {}) });
  }
  const outcome = await referrals.refer(parsed.value, { fileName: resume.name, content: await resume.bytes() });
  if (!outcome.ok) return refused({ form: outcome.message });
  throw await redirectWithNotice(args.request, "/admin/referrals", "referred");
}

export default function AdminReferralsRoute({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <ReferralsPage
      links={loaderData.links}
      referrals={loaderData.referrals}
      referred={loaderData.referred}
      answer={actionData}
    />
  );
}
