import { data } from "react-router";
import { z } from "zod";

import { readForm } from "~/components/forms/read-form.server";
import { adminMeta } from "~/features/admin/shared/admin-meta";
import { parseForm } from "~/features/admin/shared/form-data";
import { PasskeysPage } from "~/features/admin/staff/passkeys/passkeys-page";
import { requireSession } from "~/features/admin/shared/staff-session.server";
import { RemovePasskeySchema, RenamePasskeySchema } from "~domain/staff/passkeys";

import type { Route } from "./+types/passkeys";

export const meta = () => adminMeta("Passkeys");

export async function loader(args: Route.LoaderArgs) {
  const { passkeys } = await requireSession(args);
  return { available: passkeys.available, passkeys: await passkeys.list() };
}

const Intent = z.object({ intent: z.enum(["remove", "rename"]) });

/** Removing and renaming are plain form posts; adding is the page's script (passkey-registration.ts). */
export async function action(args: Route.ActionArgs) {
  const { passkeys } = await requireSession(args);
  const form = await readForm(args.request);
  const intent = Intent.safeParse({ intent: form.get("intent") });
  if (!intent.success) return data({ ok: false, message: "This request was not understood." }, 400);

  if (intent.data.intent === "remove") {
    const parsed = parseForm(RemovePasskeySchema, form);
    if (!parsed.ok) return data({ ok: false, message: "This request was not understood." }, 400);
    const removed = await passkeys.remove(parsed.value.passkeyId);
    return removed.ok
      ? { ok: true, message: "The passkey is removed. It no longer signs in to your account." }
      : data({ ok: false, message: removed.message }, 400);
  }
  const parsed = parseForm(RenamePasskeySchema, form);
  if (!parsed.ok) return data({ ok: false, message: Object.values(parsed.errors)[0]! }, 400);
  const renamed = await passkeys.rename(parsed.value.passkeyId, parsed.value.name);
  return renamed.ok
    ? { ok: true, message: "The passkey is renamed." }
    : data({ ok: false, message: renamed.message }, 400);
}

export default function AdminPasskeysRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PasskeysPage {...loaderData} result={actionData} />;
}
