import { data } from "react-router";

import type { DraftDesk } from "~contracts/content";
import type { DocumentDesk } from "~contracts/content-documents";
import { PublishSchema } from "~domain/content/content";
import { documentFormOf, documentOfFields } from "~domain/content/document-form";
import { fieldErrors } from "~domain/forms/field-errors";
import { documentSchemas, type DocumentKind } from "~domain/content/site-documents";

import { parseForm, unstorableFields, type FormErrors } from "~/features/admin/shared/form-data";
import { redirectWithNotice } from "~/features/admin/shared/notices.server";

import { publishRefusalOf } from "./publish-refusal";

/** What the form posted, as the document it describes, and each field's fault. */
export function postedDocument(kind: DocumentKind, form: FormData): { document: unknown; errors: FormErrors } {
  const document = documentOfFields(form.entries(), documentFormOf(kind));
  const errors = unstorableFields(form);
  const parsed = documentSchemas[kind].safeParse(document);
  return { document, errors: parsed.success ? errors : { ...fieldErrors(parsed.error), ...errors } };
}

/**
 * The editor's buttons: "save" keeps the form as the draft (a new revision); "publish" puts the
 * draft on the site, now or at a time in India; "unschedule" calls a scheduled one off; "discard"
 * forgets the draft; "unpublish" takes a project down; "restore"
 * makes a revision the draft. A refusal keeps what was typed, with each field's message.
 */
export async function documentAction({
  desk,
  request,
  form,
  kind,
  slug,
  here,
  keptDraft,
}: {
  desk: DocumentDesk;
  /** The editor's draft as they type, dropped once the form is saved as the page's draft. */
  keptDraft: { drafts: DraftDesk; subject: string };
  request: Request;
  form: FormData;
  kind: DocumentKind;
  slug: string;
  here: string;
}) {
  const refused = (errors: FormErrors, values?: unknown) => data({ errors, values }, { status: 400 });
  const done = async (outcome: { ok: true } | { ok: false; message: string }, notice: string, values?: unknown) => {
    if (!outcome.ok) return refused({ form: outcome.message }, values);
    throw await redirectWithNotice(request, here, notice);
  };
  switch (String(form.get("intent") ?? "")) {
    case "save": {
      const { document, errors } = postedDocument(kind, form);
      if (Object.keys(errors).length > 0) return refused(errors, document);
      const saved = await desk.saveDraft(kind, slug, document);
      if (saved.ok) await keptDraft.drafts.discard({ kind: "site-document", subject: keptDraft.subject });
      return done(saved, "saved", document);
    }
    case "publish": {
      const when = parseForm(PublishSchema, form);
      if (!when.ok) return refused(when.errors);
      const outcome = await desk.publish(kind, slug, when.value);
      if (!outcome.ok) return data({ ...publishRefusalOf(outcome), values: undefined }, { status: 400 });
      throw await redirectWithNotice(request, here, "published");
    }
    case "unschedule":
      return done(await desk.unschedule(kind, slug), "unscheduled");
    case "unpublish":
      return done(await desk.unpublish(kind, slug), "unpublished");
    case "discard":
      return done(await desk.discardDraft(kind, slug), "discarded");
    case "restore":
      return done(await desk.restore(kind, slug, String(form.get("revisionId") ?? "")), "restored");
    default:
      return refused({ form: "This button does nothing here. Please reload the page." });
  }
}
