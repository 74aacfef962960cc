import type { FaqEntryRecord } from "~contracts/content-entries";

import { FaqForm, type FaqFormValues } from "./faq-form";
import { faqAdminPath } from "./faq-list-page";
import { entryDraft, OrderedEntryEditor, type OrderedEntryEditorProps } from "./ordered-entry-editor";

/** One question: its text, publishing, deleting, its revisions and its history. */
export function FaqEditorPage({
  values,
  draft,
  others,
  ...page
}: OrderedEntryEditorProps<FaqEntryRecord, FaqFormValues>) {
  const { entry, errors } = page;
  return (
    <OrderedEntryEditor
      {...page}
      back={{ to: "/admin/faq", label: "All questions" }}
      title={entry.question}
      where="/faq"
      noun="the question"
      placeNote={
        entry.state === "scheduled" ? null : (
          <span>{entry.state === "published" ? "Shown on /faq" : "Not on /faq"}</span>
        )
      }
      text={{
        title: "Text",
        form: (
          <FaqForm
            key={entry.updatedAt.toISOString()}
            values={values ?? entry}
            errors={errors}
            intent="save"
            submitLabel="Save"
            draft={{ ...entryDraft("faq", entry, draft, others), noun: "this question" }}
          />
        ),
      }}
      here={faqAdminPath(entry.id)}
      revisionsIntro="Every save keeps the whole question. Restoring one saves its text as a new revision; a published question changes on /faq at once."
    />
  );
}
