import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { formFields } from "~/features/admin/shared/form-data";
import { OutboxPage, RetrySchema, type RetryResult } from "~/features/admin/outbox/outbox-page";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/outbox";

export const meta = () => adminMeta("Outbox");

export async function loader(args: Route.LoaderArgs) {
  const { outbox } = await requireStaff(args, "outbox");
  const after = args.url.searchParams.get("after") ?? undefined;
  return outbox.list({ after });
}

/** "Retry now": the e-mail goes back in line at once and the worker is woken. */
export async function action(args: Route.ActionArgs) {
  const { outbox } = await requireStaff(args, "outbox");
  const parsed = RetrySchema.safeParse(formFields(await readForm(args.request)));
  if (!parsed.success) return data<RetryResult>({ ok: false, message: "This e-mail does not exist." }, { status: 400 });
  const outcome = await outbox.retry(parsed.data.emailId);
  return outcome.ok
    ? data<RetryResult>({ ok: true, message: "The e-mail is back in line and will be sent in a moment." })
    : data<RetryResult>({ ok: false, message: outcome.message }, { status: 409 });
}

export default function AdminOutboxRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <OutboxPage rows={loaderData.rows} next={loaderData.next} result={actionData} />;
}
