import { Eye } from "lucide-react";
import { useId } from "react";
import { Form, Link } from "react-router";

import type { EditorDraft } from "~contracts/content";
import type { RevisionItem } from "~contracts/content-revisions";
import type { DocumentRecord } from "~contracts/content-documents";
import type { PageSales } from "~contracts/revenue-attribution";
import type { AuditEntryView } from "~contracts/staff";
import type { FormField } from "~domain/content/document-form";

import type { FormErrors } from "~/features/admin/shared/form-data";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { HistoryCard } from "~/features/admin/shared/ui/history-card";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { PublishForm } from "~/features/admin/shared/ui/publish-when-fields";
import { RevisionsCard } from "~/features/admin/shared/ui/revisions-card";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { buttonClass, IntentButton, SubmitButton } from "~/features/admin/shared/ui/submit-button";

import { DocumentFields, FieldFaultsNotice } from "./document-fields";
import { KeptDraft } from "./kept-draft";
import { PageSalesCard } from "./page-sales-card";
import { DocumentStateBadge } from "./document-list-page";
import { documentPreviewPath, documentPublicPath, documentsAdminPath } from "./document-paths";

const notices: Record<string, (where: string, document: DocumentRecord) => string> = {
  created: () => "Project saved as a draft. Preview it, then publish it to put it on the portfolio.",
  saved: () => "Draft saved. Visitors see it once you publish it.",
  published: (where, document) =>
    document.state === "scheduled"
      ? `Scheduled: ${where} shows it from its time on.`
      : `Published: ${where} shows it now.`,
  unscheduled: () => "Schedule called off: the text is the draft again, and visitors keep seeing what they saw.",
  unpublished: () => "Taken off the portfolio. The text is kept as the draft.",
  discarded: (_where, document) =>
    document.scheduled
      ? "Draft discarded: the form shows the scheduled text."
      : "Draft discarded: the form shows what visitors see.",
  restored: () => "The revision's text is the draft now, saved as a new revision. Publish it to show it.",
};

/** One page's text: the form (the draft, or what is published), publishing, revisions and history. */
export function DocumentEditorPage({
  document,
  form,
  revisions,
  history,
  done,
  errors = {},
  values,
  draft,
  others,
  sales,
}: {
  document: DocumentRecord;
  /** A service case study's visits and sales; none for the other pages. */
  sales?: PageSales | undefined;
  /** This editor's draft of the page as they typed it, and the colleagues typing into it. */
  draft: EditorDraft | undefined;
  others: string[];
  form: FormField;
  revisions: RevisionItem[];
  history: AuditEntryView[];
  done?: string | undefined;
  errors?: FormErrors | undefined;
  values?: unknown;
}) {
  const formId = useId();
  const where = documentPublicPath(document.kind, document.slug);
  const message = done ? notices[done]?.(where, document) : undefined;
  const title = document.name[0]!.toUpperCase() + document.name.slice(1);
  return (
    <>
      <BackLink to={documentsAdminPath}>All pages</BackLink>
      <PageHeader
        title={title}
        intro={
          <span className="inline-flex flex-wrap items-center gap-2">
            <DocumentStateBadge state={document.state} />
            <span>
              Shown at{" "}
              <Link to={where} className="underline underline-offset-4">
                {where}
              </Link>
              {document.publishedAt ? (
                <>
                  , published <IndiaTime at={document.publishedAt} />
                </>
              ) : null}
              {document.scheduledAt ? (
                <>
                  ; changes <IndiaTime at={document.scheduledAt} /> (India)
                </>
              ) : null}
            </span>
          </span>
        }
      />
      {message ? <Notice tone="success">{message}</Notice> : null}
      {errors.form ? <Notice tone="error">{errors.form}</Notice> : null}
      <FieldFaultsNotice errors={errors} saved="the draft" />
      <div className="space-y-6">
        <PublishingCard document={document} where={where} errors={errors} />
        {sales ? <PageSalesCard sales={sales} /> : null}
        <SectionCard
          title="Text"
          intro={
            document.draft
              ? "The draft: saved, not yet on the site."
              : document.scheduled
                ? "The scheduled text. Saving keeps your changes as a draft; publishing the draft replaces the scheduled text."
                : "What visitors see now. Saving keeps your changes as a draft until you publish."
          }
        >
          {/* A new key after each save: the fields show what is saved now. */}
          <Form method="post" id={formId} className="mt-4 space-y-6" key={document.updatedAt.toISOString()}>
            <KeptDraft
              formId={formId}
              kind="site-document"
              subject={document.id}
              base={document.updatedAt.toISOString()}
              draft={draft}
              others={others}
              noun="this page"
            />
            <DocumentFields
              form={form}
              values={values ?? document.draft ?? document.scheduled ?? document.published}
              errors={errors}
            />
            {/* The form is long: its button stays in reach while the editor scrolls. */}
            <div className="sticky bottom-0 -mx-5 flex flex-wrap items-center gap-3 border-t border-slate-200 bg-white/95 px-5 py-3 sm:-mx-6 sm:px-6">
              <SubmitButton name="intent" value="save" pendingLabel="Saving…">
                Save draft
              </SubmitButton>
              <span className="text-sm text-slate-600">Visitors see it once you publish.</span>
            </div>
          </Form>
        </SectionCard>
        <RevisionsCard
          revisions={revisions}
          intro="Every save keeps the whole page. Restoring one makes its text the draft, as a new revision."
        />
        <HistoryCard history={history} />
      </div>
    </>
  );
}

function PublishingCard({ document, where, errors }: { document: DocumentRecord; where: string; errors: FormErrors }) {
  const hasDraft = document.draft !== null;
  const waiting = document.scheduled !== null && document.scheduledAt !== null;
  return (
    <SectionCard title="Publishing" intro={publishingIntro(document, where)}>
      {/* The draft, or else the scheduled text, goes on the site now or at a time. */}
      {hasDraft || waiting ? (
        <PublishForm
          errors={errors}
          scheduledAt={document.scheduledAt}
          className="mt-4 space-y-4"
          // The page counts a refused publish's fields above it (FieldFaultsNotice), as only the server answers.
          checkedInBrowser={false}
        >
          <div className="flex flex-wrap gap-3">
            <PreviewLink document={document} label={hasDraft ? "Preview the draft" : "Preview the scheduled text"} />
            <SubmitButton name="intent" value="publish" pendingLabel="Publishing…">
              {hasDraft ? "Publish" : "Change the publish time"}
            </SubmitButton>
          </div>
        </PublishForm>
      ) : null}
      <div className="mt-3 flex flex-wrap gap-3">
        {waiting ? (
          <IntentButton intent="unschedule" tone="secondary" pendingLabel="Calling it off…">
            Call off the schedule
          </IntentButton>
        ) : null}
        {hasDraft && (document.published || waiting) ? (
          <IntentButton intent="discard" tone="secondary" pendingLabel="Discarding…">
            Discard the draft
          </IntentButton>
        ) : null}
        {document.kind === "project" && document.published ? (
          <IntentButton intent="unpublish" tone="danger" pendingLabel="Taking it down…">
            Take off the portfolio
          </IntentButton>
        ) : null}
      </div>
    </SectionCard>
  );
}

function publishingIntro(document: DocumentRecord, where: string) {
  const scheduled = document.scheduledAt ? (
    <>
      Scheduled for <IndiaTime at={document.scheduledAt} /> (India): then {where} shows it.{" "}
    </>
  ) : null;
  if (document.draft)
    return (
      <>
        {scheduled}The draft differs from what {where} shows. Preview it, then publish it now or at a day and time in
        India{scheduled ? ", in place of the scheduled text" : ""}.
      </>
    );
  if (scheduled)
    return <>{scheduled}Choose another time, publish it now, or call the schedule off to make it the draft again.</>;
  return document.published ? `${where} shows what is saved.` : "Not on the site.";
}

function PreviewLink({ document, label }: { document: DocumentRecord; label: string }) {
  return (
    <Link to={documentPreviewPath(document.kind, document.slug)} className={buttonClass("secondary")}>
      <Eye aria-hidden="true" className="size-4" />
      {label}
    </Link>
  );
}
