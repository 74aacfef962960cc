import { redirect } from "react-router";

import { parseForm } from "~/features/admin/shared/form-data";
import { readPasskeyForm, refusal } from "~/features/admin/staff/passkeys/passkey-requests.server";
import { requireSession } from "~/features/admin/shared/staff-session.server";
import { NewPasskeySchema } from "~domain/staff/passkeys";

import type { Route } from "./+types/passkey-registration";

/** The passkeys page's "Add a passkey" posts here; a GET changes nothing and goes to that page. */
export async function loader(args: Route.LoaderArgs) {
  await requireSession(args);
  return redirect("/admin/account/passkeys");
}

/**
 * The two steps of adding a passkey to the signed-in account: "options" answers what the browser
 * needs to make one (the challenge kept on the session), "verify" checks what it made and keeps it
 * under the name given. Every refusal is JSON `{ message }`.
 */
export async function action(args: Route.ActionArgs) {
  const { passkeys } = await requireSession(args);
  const form = await readPasskeyForm(args.request);
  if (form instanceof Response) return form;

  switch (form.get("intent")) {
    case "options": {
      const options = await passkeys.registrationOptions();
      return options.ok ? Response.json(options.value) : refusal(options.message);
    }
    case "verify": {
      const parsed = parseForm(NewPasskeySchema, form);
      if (!parsed.ok) return refusal(Object.values(parsed.errors)[0]!);
      const added = await passkeys.register(parsed.value);
      return added.ok ? Response.json({ message: "The passkey is added." }) : refusal(added.message);
    }
    default:
      return refusal("This request was not understood.");
  }
}
