import { data } from "react-router";

import { DiscardDraftSchema, KeepDraftSchema } from "~domain/content/editor-drafts";

import { readForm } from "~/components/forms/read-form.server";
import { parseForm } from "~/features/admin/shared/form-data";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/editor-drafts";

/**
 * An editor's draft as they type (decision 043): "keep" replaces their draft of a text with the form's
 * fields and answers who else is typing into it; "discard" drops it. Nothing here touches the text
 * itself or what visitors see. The page posts here with fetch, not as a navigation: an ended
 * session's redirect to the sign-in page is read by the page, which keeps the text in the browser.
 */
export async function action(args: Route.ActionArgs) {
  const { drafts } = await requireStaff(args, "content");
  const form = await readForm(args.request);
  if (form.get("intent") === "discard") {
    const parsed = parseForm(DiscardDraftSchema, form);
    if (!parsed.ok) return data({ message: Object.values(parsed.errors)[0] }, { status: 400 });
    await drafts.discard(parsed.value);
    return { discarded: true };
  }
  const parsed = parseForm(KeepDraftSchema, form);
  if (!parsed.ok) return data({ message: Object.values(parsed.errors)[0] }, { status: 400 });
  const kept = await drafts.keep(parsed.value);
  return kept.ok
    ? { savedAt: kept.value.savedAt.toISOString(), others: kept.value.others }
    : data({ message: kept.message }, { status: 400 });
}

/** Nothing to show at this address: a draft is offered back on its text's page. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "content");
  throw data({ message: "Not found" }, { status: 404 });
}
