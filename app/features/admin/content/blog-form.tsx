import { useId, type ReactNode } from "react";
import { Form, Link } from "react-router";

import type { BlogArticle } from "~contracts/content";
import { blogCategories, BlogPostFormSchema, bodyMax } from "~domain/content/content";

import { SelectField, TextAreaField, TextField } from "~/components/ui/text-field";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { bindFields } from "~/features/admin/shared/form-fields";
import { useCheckedForm } from "~/features/admin/shared/forms/use-checked-form";
import { Notice } from "~/features/admin/shared/ui/notice";
import { buttonClass, SubmitButton } from "~/features/admin/shared/ui/submit-button";

import type { BlogFormValues, ImageChoice } from "./blog-form-values";
import { ImageLibraryField } from "./image-library-field";
import { KeptDraft, type KeptDraftProps } from "./kept-draft";
import { useLivePreview } from "./live-preview";
import { MarkdownImageUpload } from "./markdown-image-upload";

/**
 * A post's fields beside its live preview: each change is sent to the server (after a pause in
 * typing), which renders the Markdown with the public page's renderer; `renderArticle` draws the
 * answer with the public page's own component. Without JavaScript, "Preview" posts the form to
 * its page, which answers with the same preview.
 */
export function BlogForm({
  values,
  errors,
  submitLabel,
  preview,
  renderArticle,
  images = [],
  draft,
}: {
  values: BlogFormValues;
  errors?: FormErrors | undefined;
  submitLabel: string;
  /** The preview the page was loaded with (the saved post, or the one asked for without JavaScript). */
  preview: BlogArticle | undefined;
  renderArticle: (article: BlogArticle) => ReactNode;
  /** Uploaded images, offered for the cover and the social image. */
  images?: ImageChoice[] | undefined;
  /** How what the editor types is kept as a draft (the form's id is the draft's). */
  draft: Omit<KeptDraftProps, "formId" | "noun">;
}) {
  const formId = useId();
  const live = useLivePreview(preview);
  // Saving checks the post as the server will; a preview (without JavaScript) is asked of any text.
  const form = useCheckedForm((sent) => (sent.get("intent") === "save" ? BlogPostFormSchema : undefined), errors);
  const { names } = form;
  const bind = bindFields(values, form.errors);

  return (
    <div className="grid gap-6 xl:grid-cols-2">
      <Form
        method="post"
        id={formId}
        className="space-y-5 rounded-2xl border border-slate-200 bg-white p-5 sm:p-6"
        onChange={(event) => live.request(event.currentTarget)}
        onSubmit={form.onSubmit}
      >
        <KeptDraft formId={formId} noun="this post" {...draft} />
        {/* The saved version this form began from: a colleague's save since is a conflict, not overwritten. */}
        <input type="hidden" name="base" value={draft.base} />
        <TextField label="Title" {...bind(names.title)} required maxLength={150} />
        <TextField
          label="Address"
          hint="(optional: /blog/… made of the title; a change keeps the old address, which leads here)"
          {...bind(names.slug)}
          maxLength={80}
        />
        <TextAreaField label="Summary" {...bind(names.summary)} required rows={3} maxLength={400} />
        <div>
          <MarkdownImageUpload>
            <TextAreaField label="Text" {...bind(names.body)} required rows={16} maxLength={bodyMax} />
          </MarkdownImageUpload>
          <p className="mt-1.5 text-sm text-slate-600">
            Markdown: <code>## Heading</code>, <code>**bold**</code>, <code>*italic*</code>, <code>- list item</code>,{" "}
            <code>[link text](https://…)</code>, a blank line between paragraphs, an image from{" "}
            <Link to="/admin/images" className="font-medium text-accent-700 underline underline-offset-4">
              Images
            </Link>{" "}
            as <code>![what it shows](/media/…)</code> (or insert one above). HTML shows as plain text.
          </p>
        </div>
        <div className="grid gap-5 sm:grid-cols-2">
          <SelectField
            label="Category"
            {...bind(names.category)}
            required
            options={blogCategories}
            placeholder="Choose..."
          />
          <TextField label="Author" {...bind(names.author)} required maxLength={100} />
          <TextField label="Author's picture" {...bind(names.authorImage)} required />
        </div>
        <ImageLibraryField
          label="Cover image"
          hint="(optional: on the blog's cards and at the top of the post)"
          {...bind(names.image)}
          images={images}
          none="No cover yet: until you choose one, the blog shows its default illustration."
        />
        <label className="flex items-center gap-2 text-slate-800">
          <input
            type="checkbox"
            name={names.featured}
            value="on"
            defaultChecked={values.featured === "on"}
            className="size-5"
          />
          Featured (shown in the Featured Blog grid)
        </label>
        <fieldset className="space-y-5 rounded-xl border border-slate-200 p-4">
          <legend className="px-1 font-semibold text-brand-900">Search and sharing</legend>
          <TextField
            label="Search title"
            hint="(optional: the title otherwise)"
            {...bind(names.seoTitle)}
            maxLength={70}
          />
          <TextAreaField
            label="Search description"
            hint="(optional: the summary otherwise)"
            {...bind(names.seoDescription)}
            rows={2}
            maxLength={160}
          />
          <ImageLibraryField
            label="Social image"
            hint="(optional: the cover otherwise)"
            {...bind(names.socialImage)}
            images={images}
            none="None: shared links show the cover."
          />
        </fieldset>
        <div className="flex flex-wrap gap-3">
          <SubmitButton name="intent" value="save" pendingLabel="Saving…">
            {submitLabel}
          </SubmitButton>
          <button type="submit" name="intent" value="preview" className={buttonClass("secondary")}>
            Preview
          </button>
        </div>
      </Form>
      <section aria-labelledby="blog-preview-title" className="rounded-2xl border border-slate-200 bg-white">
        <h2
          id="blog-preview-title"
          className="border-b border-slate-200 px-5 py-3 text-sm font-semibold text-slate-700"
        >
          Preview {live.updating ? <span className="font-normal">(updating…)</span> : null}
        </h2>
        {live.message ? (
          <div className="p-5">
            <Notice tone="error">{live.message}</Notice>
          </div>
        ) : null}
        {/* The public page's h1 would be the second on this page: the preview is a region of its own. */}
        <div className="overflow-hidden">{live.shown ? renderArticle(live.shown) : null}</div>
      </section>
    </div>
  );
}
