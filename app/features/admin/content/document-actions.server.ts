import type { DraftDesk } from "~contracts/content";
import type { DocumentDesk } from "~contracts/content-documents";
import type { Outcome } from "~contracts/outcome";
import { documentFormOf, documentOfFields } from "~domain/content/document-form";
import { fieldErrors } from "~domain/forms/field-errors";
import { documentSchemas, type DocumentKind } from "~domain/content/site-documents";

import { unstorableFields, type FormErrors } from "~/features/admin/shared/form-data";
import {
  errorsOf,
  formAction,
  intentWith,
  postedText,
  toPage,
  type FormIntent,
} from "~/features/admin/shared/forms/form-action.server";

import { publishIntent } from "./publish-intent.server";

/** What the form posted, as the document it describes, and each field's fault. */
export function postedDocument(kind: DocumentKind, form: FormData): { document: unknown; errors: FormErrors } {
  const document = documentOfFields(form.entries(), documentFormOf(kind));
  const errors = unstorableFields(form);
  const parsed = documentSchemas[kind].safeParse(document);
  return { document, errors: parsed.success ? errors : { ...fieldErrors(parsed.error), ...errors } };
}

/** What a refusal answers: each field's message, and the document as typed where it was the form's. */
type DocumentAnswer = { errors: FormErrors; values: unknown; passed?: Date | undefined };

/** The posted document, once its schema takes it, or each field's message. */
export function checkedDocument(kind: DocumentKind, form: FormData) {
  const { document, errors } = postedDocument(kind, form);
  return Object.keys(errors).length > 0 ? { ok: false as const, errors } : { ok: true as const, value: document };
}

/**
 * The editor's buttons: "save" keeps the form as the draft (a new revision); "publish" puts the
 * draft on the site, now or at a time in India; "unschedule" calls a scheduled one off; "discard"
 * forgets the draft; "unpublish" takes a project down; "restore"
 * makes a revision the draft. A refusal keeps what was typed, with each field's message.
 */
export function documentAction({
  desk,
  request,
  kind,
  slug,
  here,
  keptDraft,
}: {
  desk: DocumentDesk;
  /** The editor's draft as they type, dropped once the form is saved as the page's draft. */
  keptDraft: { drafts: DraftDesk; subject: string };
  request: Request;
  kind: DocumentKind;
  slug: string;
  here: string;
}) {
  const button = (change: () => Promise<Outcome>, notice: string): FormIntent<DocumentAnswer> =>
    intentWith({ parse: () => ({ ok: true, value: undefined }), run: change, done: toPage(here, notice) });
  return formAction<DocumentAnswer>(request, {
    intents: {
      save: intentWith({
        parse: (form) => checkedDocument(kind, form),
        run: async (document) => {
          const saved = await desk.saveDraft(kind, slug, document);
          if (saved.ok) await keptDraft.drafts.discard({ kind: "site-document", subject: keptDraft.subject });
          return saved;
        },
        done: toPage(here, "saved"),
        refused: (_, refusal, form) => ({ errors: errorsOf(refusal), values: postedDocument(kind, form).document }),
      }),
      publish: publishIntent({
        publish: (when) => desk.publish(kind, slug, when),
        here,
        answerOf: (refusal) => ({ ...refusal, values: undefined }),
      }),
      unschedule: button(() => desk.unschedule(kind, slug), "unscheduled"),
      unpublish: button(() => desk.unpublish(kind, slug), "unpublished"),
      discard: button(() => desk.discardDraft(kind, slug), "discarded"),
      restore: intentWith({
        parse: postedText("revisionId"),
        run: (revisionId) => desk.restore(kind, slug, revisionId),
        done: toPage(here, "restored"),
      }),
    },
    refused: (_, refusal) => ({ errors: errorsOf(refusal), values: undefined }),
    unknownIntent: "This button does nothing here. Please reload the page.",
  });
}
