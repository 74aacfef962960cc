import { adminMeta } from "~/features/admin/shared/admin-meta";
import { PasskeysPage } from "~/features/admin/staff/passkeys/passkeys-page";
import { requireSession } from "~/features/admin/shared/staff-session.server";
import { RemovePasskeySchema, RenamePasskeySchema } from "~domain/staff/passkeys";

import type { Route } from "./+types/passkeys";
import { answer, formAction, intent, messageOf } from "~/features/admin/shared/forms/form-action.server";

export const meta = () => adminMeta("Passkeys");

export async function loader(args: Route.LoaderArgs) {
  const { passkeys } = await requireSession(args);
  return { available: passkeys.available, passkeys: await passkeys.list() };
}

const notUnderstood = "This request was not understood.";

/** Removing and renaming are plain form posts; adding is the page's script (passkey-registration.ts). */
export async function action(args: Route.ActionArgs) {
  const { passkeys } = await requireSession(args);
  return formAction<{ ok: boolean; message: string }>(args.request, {
    intents: {
      remove: intent({
        schema: RemovePasskeySchema,
        run: ({ passkeyId }) => passkeys.remove(passkeyId),
        done: answer({ ok: true, message: "The passkey is removed. It no longer signs in to your account." }),
        refused: (_, refusal) => ({ ok: false, message: messageOf(refusal, notUnderstood) }),
      }),
      rename: intent({
        schema: RenamePasskeySchema,
        run: ({ passkeyId, name }) => passkeys.rename(passkeyId, name),
        done: answer({ ok: true, message: "The passkey is renamed." }),
      }),
    },
    refused: (_, refusal) => ({
      ok: false,
      message: "errors" in refusal ? Object.values(refusal.errors)[0]! : refusal.message,
    }),
    unknownIntent: notUnderstood,
  });
}

export default function AdminPasskeysRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <PasskeysPage {...loaderData} result={actionData} />;
}
