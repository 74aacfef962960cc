import { data } from "react-router";
import { z } from "zod";

import type { DraftDesk } from "~contracts/content";
import type { EntryFields, OrderedEntryDesk } from "~contracts/content-entries";
import { PublishSchema } from "~domain/content/content";
import type { DraftKind } from "~domain/content/editor-drafts";

import { parseForm } from "~/features/admin/shared/form-data";
import { redirectWithNotice } from "~/features/admin/shared/notices.server";

import { publishRefusalOf } from "./publish-refusal";

const MoveSchema = z.object({ direction: z.enum(["up", "down"]) });

const refused = (message: string) => data({ errors: { form: message } }, { status: 400 });

/** The refusal's message, or a redirect to `to` showing `notice`. */
async function answerOf(
  request: Request,
  outcome: { ok: true } | { ok: false; message: string },
  to: string,
  notice: string,
) {
  if (!outcome.ok) return refused(outcome.message);
  throw await redirectWithNotice(request, to, notice);
}

/**
 * The changes the FAQ's and the testimonials' pages share: move (up or down), publish (a list's
 * one-click button: now), unpublish and delete, which asks first (`confirmed=yes` on the second
 * press). Each answers a redirect to `back` with its notice, the refusal's message, or undefined
 * for an intent it does not know.
 */
async function changeAction({
  desk,
  request,
  form,
  id,
  back,
  list,
}: {
  desk: OrderedEntryDesk<unknown>;
  request: Request;
  form: FormData;
  id: string;
  /** Where the change's notice shows. */
  back: string;
  /** Where a deleted entry's notice shows. */
  list: string;
}) {
  const intent = String(form.get("intent") ?? "");
  switch (intent) {
    case "move": {
      const parsed = MoveSchema.safeParse({ direction: form.get("direction") });
      if (!parsed.success) return refused("Choose up or down.");
      return answerOf(request, await desk.move(id, parsed.data.direction), back, "moved");
    }
    case "publish":
      return answerOf(request, await desk.publish(id, { when: "now" }), back, "published");
    case "unpublish":
      return answerOf(request, await desk.unpublish(id), back, "unpublished");
    case "delete":
      if (form.get("confirmed") !== "yes") return { confirmDelete: true as const };
      return answerOf(request, await desk.remove(id), list, "deleted");
    default:
      return undefined;
  }
}

type Posted<Values extends EntryFields> = {
  desk: OrderedEntryDesk<unknown>;
  request: Request;
  form: FormData;
  /** The form's schema (domain/content/faq.ts, domain/content/testimonials.ts), checked before the desk checks it again. */
  schema: z.ZodType;
  /** Every field as posted, shown again after a refusal. */
  values: Values;
  /** The list's page: /admin/faq. */
  list: string;
};

const unknownAction = () => data({ errors: { form: "Unknown action." } }, { status: 400 });

/** Checks the form with its schema, then writes it; a refusal answers the messages and the fields as posted. */
async function writeAction<Values extends EntryFields>(
  { form, schema, values, request }: Posted<Values>,
  write: () => Promise<{ ok: true } | { ok: false; message: string }>,
  to: string,
  notice: string,
) {
  const parsed = parseForm(schema, form);
  if (!parsed.ok) return data({ errors: parsed.errors, values }, { status: 400 });
  const outcome = await write();
  if (!outcome.ok) return data({ errors: { form: outcome.message }, values }, { status: 400 });
  throw await redirectWithNotice(request, to, notice);
}

/** A list's page: "create" adds a draft at the end of its list; "move", "publish" and "unpublish" change the row named by `id`. */
export async function orderedListAction<Values extends EntryFields>(posted: Posted<Values>) {
  const { desk, form, values, list } = posted;
  if (form.get("intent") === "create") return writeAction(posted, () => desk.create(values), list, "created");
  const id = String(form.get("id") ?? "");
  const answer = await changeAction({ ...posted, id, back: list });
  return answer && !("confirmDelete" in answer) ? answer : unknownAction();
}

/**
 * An entry's page: "save" keeps the text (a new revision); "restore" makes the revision
 * `revisionId` names the text again; "publish" puts it on the site now or schedules it for a day
 * and time in India (PublishWhenFields); "unpublish" and "delete" (asked first) change the entry.
 */
export async function orderedEntryPageAction<Values extends EntryFields>(
  posted: Posted<Values> & {
    id: string;
    here: string;
    /** The editor's draft of this entry, dropped once the entry is saved. */
    draft: { drafts: DraftDesk; kind: Extract<DraftKind, "faq" | "testimonial"> };
  },
) {
  const { desk, request, form, values, id, here, draft } = posted;
  switch (form.get("intent")) {
    case "save":
      return writeAction(
        posted,
        async () => {
          const outcome = await desk.update(id, values);
          if (outcome.ok) await draft.drafts.discard({ kind: draft.kind, subject: id });
          return outcome;
        },
        here,
        "saved",
      );
    case "restore":
      return answerOf(request, await desk.restore(id, String(form.get("revisionId") ?? "")), here, "restored");
    case "publish": {
      const when = parseForm(PublishSchema, form);
      // The day's or the time's message beside its field; the text's form keeps the saved text.
      if (!when.ok) return data({ errors: when.errors, values: undefined }, { status: 400 });
      const outcome = await desk.publish(id, when.value);
      if (!outcome.ok) return data({ ...publishRefusalOf(outcome), values: undefined }, { status: 400 });
      throw await redirectWithNotice(request, here, "published");
    }
    default:
      return (await changeAction({ ...posted, back: here })) ?? unknownAction();
  }
}
