import { ReferralSchema } from "~domain/applications/referrals";

import { ReferralsPage, type ReferralsAnswer } from "~/features/admin/applications/referrals/referrals-page";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { formFields, parseForm } from "~/features/admin/shared/form-data";
import { noticeOf } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/referrals";
import { errorsOf, formAction, intentWith, toPage } from "~/features/admin/shared/forms/form-action.server";

export const meta = () => adminMeta("Referrals");

export async function loader(args: Route.LoaderArgs) {
  const { referrals } = await requireStaff(args);
  const [links, mine] = await Promise.all([referrals.links(), referrals.mine()]);
  return { links, referrals: mine, referred: noticeOf(args.context) === "referred" };
}

/** The referral's fields and its resume, each refused with its own message. */
function referralOf(form: FormData) {
  const parsed = parseForm(ReferralSchema, form);
  const resume = form.get("resume");
  const resumeError = resume instanceof File && resume.size > 0 ? undefined : "Please attach the candidate's resume.";
  if (!parsed.ok || resumeError || !(resume instanceof File)) {
    return {
      ok: false as const,
      errors: { ...(parsed.ok ? {} : parsed.errors), ...(resumeError ? { resume: resumeError } : {}) },
    };
  }
  return { ok: true as const, value: { referral: parsed.value, resume } };
}

/** A referral: the job, the candidate's name, address and phone, their resume (multipart) and a note. */
export async function action(args: Route.ActionArgs) {
  const { referrals } = await requireStaff(args);
  return formAction<ReferralsAnswer>(args.request, {
    otherwise: intentWith({
      parse: referralOf,
      run: async ({ referral, resume }) =>
        referrals.refer(referral, { fileName: resume.name, content: await resume.bytes() }),
      done: toPage("/admin/referrals", "referred"),
    }),
    // What was typed comes back; the file does not.
    refused: (_, refusal, form) => {
      const { resume: _file, ...values } = formFields(form);
      return { errors: errorsOf(refusal), values };
    },
  });
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
