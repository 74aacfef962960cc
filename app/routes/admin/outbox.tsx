import { adminMeta } from "~/features/admin/shared/admin-meta";
import { OutboxPage, RetrySchema, type RetryResult } from "~/features/admin/outbox/outbox-page";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/outbox";
import { answer, formAction, intent } from "~/features/admin/shared/forms/form-action.server";

export const meta = () => adminMeta("Outbox");

export async function loader(args: Route.LoaderArgs) {
  const { outbox } = await requireStaff(args, "outbox");
  const after = args.url.searchParams.get("after") ?? undefined;
  return outbox.list({ after });
}

/** "Retry now": the e-mail goes back in line at once and the worker is woken. */
export async function action(args: Route.ActionArgs) {
  const { outbox } = await requireStaff(args, "outbox");
  return formAction<RetryResult>(args.request, {
    otherwise: intent({
      schema: RetrySchema,
      run: async ({ emailId }) => {
        const outcome = await outbox.retry(emailId);
        return outcome.ok ? outcome : answer({ ok: false, message: outcome.message }, 409);
      },
      done: answer({ ok: true, message: "The e-mail is back in line and will be sent in a moment." }),
    }),
    refused: () => ({ ok: false, message: "This e-mail does not exist." }),
  });
}

export default function AdminOutboxRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <OutboxPage rows={loaderData.rows} next={loaderData.next} result={actionData} />;
}
