import { Form, Link } from "react-router";

import type { NewsletterPreview, PostToSend } from "~contracts/newsletter";
import { NewsletterSendFormSchema, newsletterAdminPaths, type Audience } from "~domain/newsletter/newsletter-sending";
import { indiaDateTime } from "~domain/time/india-dates";

import type { FormErrors } from "~/features/admin/shared/form-data";
import { fieldNames } from "~/features/admin/shared/forms/field-names";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { ActionNotices } from "~/features/admin/shared/ui/notice";
import { OptionFieldset } from "~/features/admin/shared/ui/option-fieldset";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { PublishWhenFields } from "~/features/admin/shared/ui/publish-when-fields";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { buttonClass, SubmitButton } from "~/features/admin/shared/ui/submit-button";
import { TickField } from "~/features/admin/shared/ui/tick-field";

const names = fieldNames(NewsletterSendFormSchema);

/** How the preview's frame shows the e-mail: a phone's width or a wide window, light or a mail program's dark mode. */
export type PreviewView = { width: "phone" | "wide"; dark: boolean };

const figure = new Intl.NumberFormat("en-IN");

/** The send page's address for a post and a way of viewing its preview. */
const sendAddress = (postId: string, view: PreviewView) => {
  const params = new URLSearchParams({ post: postId });
  if (view.width === "wide") params.set("width", "wide");
  if (view.dark) params.set("scheme", "dark");
  return `${newsletterAdminPaths.send}?${params}`;
};

export type NewsletterSendProps = {
  posts: PostToSend[];
  /** The chosen post's e-mail (its HTML part is the frame's own address), or none chosen yet. */
  preview: Omit<NewsletterPreview, "html"> | undefined;
  view: PreviewView;
  errors?: FormErrors | undefined;
  /** The address a test was just sent to. */
  testSentTo?: string | undefined;
};

/**
 * Sending a published post as a newsletter (decision 079): choose the post, look at the e-mail as
 * it will arrive (its HTML part in a sandboxed frame, at a phone's width or wide, light or dark,
 * and its text part), send a test to yourself, then choose whom and when, and confirm.
 */
export function NewsletterSendPage({ posts, preview, view, errors, testSentTo }: NewsletterSendProps) {
  return (
    <>
      <PageHeader
        title="Send a post as a newsletter"
        intro="Choose a published post, check the e-mail as it will arrive and send yourself a test; then choose who gets it, now or at a time in India."
        actions={
          <Link to={newsletterAdminPaths.list} className={buttonClass("secondary")}>
            All newsletters
          </Link>
        }
      />
      <ActionNotices done={testSentTo ? `A test is on its way to ${testSentTo}.` : undefined} refused={errors?.form} />
      <div className="space-y-6">
        <SectionCard title="1. The post" intro="Only posts visitors can read now can be sent.">
          <Form method="get" className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-end">
            <div className="grow">
              <label htmlFor="newsletter-post" className="block text-sm font-medium text-slate-800">
                Post
              </label>
              <select
                id="newsletter-post"
                name="post"
                defaultValue={preview?.post.id ?? ""}
                required
                className="mt-1 w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm"
              >
                <option value="" disabled>
                  Choose a post
                </option>
                {posts.map((post) => (
                  <option key={post.id} value={post.id}>
                    {post.title} ({post.category})
                  </option>
                ))}
              </select>
            </div>
            <button type="submit" className={buttonClass("secondary")}>
              Preview the e-mail
            </button>
          </Form>
        </SectionCard>
        {preview ? <PreviewAndSend preview={preview} view={view} errors={errors ?? {}} /> : null}
      </div>
    </>
  );
}

function PreviewAndSend({
  preview,
  view,
  errors,
}: {
  preview: Omit<NewsletterPreview, "html">;
  view: PreviewView;
  errors: FormErrors;
}) {
  const { post } = preview;
  const form = useCheckedForm((sent) => (sent.get("intent") === "send" ? NewsletterSendFormSchema : undefined), errors);
  const audiences: { value: Audience; label: string }[] = [
    { value: "all", label: `Every subscriber (${figure.format(preview.audience.all)})` },
    {
      value: "topic",
      label: `Subscribers of ${post.category}, and those who chose every topic (${figure.format(preview.audience.topic)})`,
    },
  ];
  const frameSrc = `${newsletterAdminPaths.preview(post.id)}${view.dark ? "?scheme=dark" : ""}`;
  const viewLink = (label: string, next: PreviewView) => {
    const current = next.width === view.width && next.dark === view.dark;
    return (
      <Link
        to={sendAddress(post.id, next)}
        preventScrollReset
        aria-current={current ? "true" : undefined}
        className={`rounded-full px-3 py-1 text-sm font-medium ${current ? "bg-brand-900 text-white" : "border border-slate-300 text-slate-800 hover:bg-slate-50"}`}
      >
        {label}
      </Link>
    );
  };
  return (
    <>
      <SectionCard
        title="2. The e-mail as it will arrive"
        intro={`Published ${indiaDateTime(post.publishedAt)} (India). Pictures are links to the site; links go through the newsletter's counter once it is sent.`}
      >
        <p className="mt-4 text-sm text-slate-700">
          <span className="font-medium text-slate-900">Subject:</span> {preview.subject}
        </p>
        <nav aria-label="How to view the preview" className="mt-3 flex flex-wrap gap-2">
          {viewLink("Phone, 375 px", { ...view, width: "phone" })}
          {viewLink("Wide", { ...view, width: "wide" })}
          {viewLink("Light", { ...view, dark: false })}
          {viewLink("Dark mode", { ...view, dark: true })}
        </nav>
        <div className="mt-3 overflow-x-auto rounded-xl border border-slate-200 bg-slate-100 p-2">
          <iframe
            title="The e-mail's HTML part"
            src={frameSrc}
            // Nothing in the e-mail runs or reaches this page: no scripts, no forms, no same origin.
            sandbox=""
            className="mx-auto block h-[36rem] max-w-full rounded-lg bg-white"
            style={{ width: view.width === "phone" ? "375px" : "680px" }}
          />
        </div>
        <details className="mt-4">
          <summary className="cursor-pointer text-sm font-medium text-brand-900">The text part</summary>
          <div
            // A scrolling region must take focus so keyboard users can scroll it (axe: scrollable-region-focusable).
            // eslint-disable-next-line jsx-a11y-x/no-noninteractive-tabindex
            tabIndex={0}
            role="region"
            aria-label="The e-mail's text part"
            className="mt-2 max-h-96 overflow-auto rounded-xl bg-slate-50 p-3"
          >
            <pre className="text-sm break-words whitespace-pre-wrap text-slate-800">{preview.text}</pre>
          </div>
        </details>
        <Form method="post" className="mt-4">
          <input type="hidden" name="postId" value={post.id} />
          <SubmitButton name="intent" value="test" tone="secondary" pendingLabel="Sending the test…">
            Send me a test
          </SubmitButton>
        </Form>
      </SectionCard>
      <SectionCard
        title="3. Send it"
        intro="Once it starts, it cannot be called back; a time ahead can be cancelled until it comes."
      >
        <Form method="post" className="mt-4 space-y-5" onSubmit={form.onSubmit} noValidate>
          <input type="hidden" name={names.postId} value={post.id} />
          <OptionFieldset
            legend="Who gets it"
            type="radio"
            name={names.audience}
            options={audiences}
            checked={(value) => value === "all"}
            error={form.errors.audience}
          />
          <PublishWhenFields errors={form.errors} />
          <TickField name={names.confirmed} error={form.errors.confirmed}>
            I have checked the preview and the test e-mail.
          </TickField>
          <SubmitButton name="intent" value="send" pendingLabel="Sending…">
            Send the newsletter
          </SubmitButton>
        </Form>
      </SectionCard>
    </>
  );
}
