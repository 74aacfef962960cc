import { z } from "zod";

import type { DraftDesk } from "~contracts/content";
import type { EntryFields, OrderedEntryDesk } from "~contracts/content-entries";
import type { DraftKind } from "~domain/content/editor-drafts";

import type { FormErrors } from "~/features/admin/shared/form-data";
import {
  answer,
  checkedFields,
  errorsOf,
  formAction,
  intent,
  intentWith,
  postedText,
  messageOf,
  noFields,
  toPage,
  type Answer,
  type FormIntent,
  type NoticeRedirect,
} from "~/features/admin/shared/forms/form-action.server";

import { publishIntent } from "./publish-intent.server";

const MoveSchema = z.object({ direction: z.enum(["up", "down"]) });

/** What a list's refusal answers: the messages, and the fields as posted where it was the new entry's form. */
type ListAnswer<Values> = { errors: FormErrors; values?: Values | undefined; passed?: Date | undefined };

/** An entry's page answers the same, or the question before a delete. */
type EntryAnswer<Values> = ListAnswer<Values> | { confirmDelete: true };

type Posted<Values extends EntryFields> = {
  desk: OrderedEntryDesk<unknown>;
  request: Request;
  /** The form's schema (domain/content/faq.ts, domain/content/testimonials.ts), checked before the desk checks it again. */
  schema: z.ZodType;
  /** Every field as posted, shown again after a refusal. */
  valuesOf: (form: FormData) => Values;
  /** The list's page: /admin/faq. */
  list: string;
};

/** The changes the FAQ's and the testimonials' pages share: move (up or down) and unpublish, back to `back`. */
function changeIntents<Values>(
  desk: OrderedEntryDesk<unknown>,
  idOf: (form: FormData) => string,
  back: string,
): Record<string, FormIntent<ListAnswer<Values>>> {
  return {
    move: intent({
      schema: MoveSchema,
      run: ({ direction }, form) => desk.move(idOf(form), direction),
      done: toPage(back, "moved"),
      refused: (_, refusal) => ({ errors: { form: messageOf(refusal, "Choose up or down.") } }),
    }),
    unpublish: intent({
      schema: noFields,
      run: (_, form) => desk.unpublish(idOf(form)),
      done: toPage(back, "unpublished"),
    }),
  };
}

/** Delete asks first: `confirmed=yes` on the second press; before it, `unconfirmed`. Its notice shows on the list. */
const deleteIntent = <Body>(
  desk: OrderedEntryDesk<unknown>,
  idOf: (form: FormData) => string,
  list: string,
  unconfirmed: Answer<Body> | { ok: false; message: string },
): FormIntent<Body> =>
  intent({
    schema: noFields,
    run: async (_, form) => (form.get("confirmed") === "yes" ? desk.remove(idOf(form)) : unconfirmed),
    done: toPage(list, "deleted"),
  });

/** The entry's form: checked with its schema, then written as posted; a refusal answers the messages and the fields. */
const writeIntent = <Values extends EntryFields, Result>(
  { schema, valuesOf }: Pick<Posted<Values>, "schema" | "valuesOf">,
  write: (values: Values) => Promise<{ ok: true; value: Result } | { ok: false; message: string }>,
  done: (result: Result) => Promise<NoticeRedirect> | NoticeRedirect,
): FormIntent<ListAnswer<Values>> =>
  intentWith({
    parse: checkedFields(schema, valuesOf),
    run: write,
    done,
    refused: (_, refusal, form) => ({ errors: errorsOf(refusal), values: valuesOf(form) }),
  });

const unknownAction = "Unknown action.";

/** A list's page: "create" adds a draft at the end of its list; "move", "publish" and "unpublish" change the row named by `id`. */
export function orderedListAction<Values extends EntryFields>(posted: Posted<Values>) {
  const { desk, list } = posted;
  const idOf = (form: FormData) => String(form.get("id") ?? "");
  return formAction<ListAnswer<Values>>(posted.request, {
    intents: {
      create: writeIntent(
        posted,
        (values) => desk.create(values),
        () => toPage(list, "created"),
      ),
      ...changeIntents(desk, idOf, list),
      // The list's one-click button: now.
      publish: intent({
        schema: noFields,
        run: (_, form) => desk.publish(idOf(form), { when: "now" }),
        done: toPage(list, "published"),
      }),
      // The list does not ask: its delete is not a form it knows.
      delete: deleteIntent(desk, idOf, list, { ok: false, message: unknownAction }),
    },
    refused: (_, refusal) => ({ errors: errorsOf(refusal) }),
    unknownIntent: unknownAction,
  });
}

/**
 * An entry's page: "save" keeps the text (a new revision); "restore" makes the revision
 * `revisionId` names the text again; "publish" puts it on the site now or schedules it for a day
 * and time in India (PublishWhenFields); "move", "unpublish" and "delete" (asked first) change the entry.
 */
export function orderedEntryPageAction<Values extends EntryFields>(
  posted: Posted<Values> & {
    id: string;
    here: string;
    /** The editor's draft of this entry, dropped once the entry is saved. */
    draft: { drafts: DraftDesk; kind: Extract<DraftKind, "faq" | "testimonial"> };
  },
) {
  const { desk, id, here, draft, list } = posted;
  const idOf = () => id;
  return formAction<EntryAnswer<Values>>(posted.request, {
    intents: {
      save: writeIntent(
        posted,
        (values) => desk.update(id, values),
        async () => {
          await draft.drafts.discard({ kind: draft.kind, subject: id });
          return toPage(here, "saved");
        },
      ),
      restore: intentWith({
        parse: postedText("revisionId"),
        run: (revisionId) => desk.restore(id, revisionId),
        done: toPage(here, "restored"),
      }),
      // The day's or the time's message beside its field; the text's form keeps the saved text.
      publish: publishIntent({
        publish: (when) => desk.publish(id, when),
        here,
        answerOf: (refusal) => ({ ...refusal, values: undefined }),
        refused: (_, refusal) => ({ errors: errorsOf(refusal), values: undefined }),
      }),
      ...changeIntents<Values>(desk, idOf, here),
      delete: deleteIntent(desk, idOf, list, answer({ confirmDelete: true as const })),
    },
    refused: (_, refusal) => ({ errors: errorsOf(refusal) }),
    unknownIntent: unknownAction,
  });
}
