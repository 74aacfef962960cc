import { Form } from "react-router";

import type { EditorImageItem } from "~contracts/content";
import {
  altTextMax,
  imageBytesMax,
  imageFilePath,
  imageReference,
  imageTooLargeMessage,
  markdownSnippet,
  uploadTypeNames,
} from "~domain/content/editor-images";

import { TextField } from "~/components/ui/text-field";
import type { FormErrors } from "~/features/admin/shared/form-data";
import { CopyField } from "~/features/admin/shared/ui/copy-field";
import { EmptyState } from "~/features/admin/shared/ui/empty-state";
import { fileInputClass, refusingFilesOver } from "~/features/admin/shared/ui/file-input";
import { IndiaTime } from "~/features/admin/shared/ui/india-time";
import { Notice } from "~/features/admin/shared/ui/notice";
import { PageHeader } from "~/features/admin/shared/ui/page-header";
import { SectionCard } from "~/features/admin/shared/ui/section-card";
import { SubmitButton } from "~/features/admin/shared/ui/submit-button";

import { ImageUses } from "./image-uses";

const doneMessages: Record<string, string> = {
  uploaded: "Uploaded. Copy its Markdown into a post to show it there. It can be a post's cover too.",
  "alt-saved": "Alternative text saved. Posts that use it without their own show the new text now.",
  deleted: "Image deleted.",
};

const fileSize = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * What the action answered: the messages of the form that was sent, by field; for an upload from
 * an editor's text field ("insert"), the image made, whose Markdown the editor inserts.
 */
export type ImagesAnswer = { errors: FormErrors; intent: string; id?: string; inserted?: { alt: string } };

/**
 * Editors' images (decision 033): upload with alternative text, then copy the Markdown into a post.
 * Every image is listed with its thumbnail, its sizes, the posts that show it, and forms for its
 * alternative text and its deletion (refused while a post shows it).
 */
export function ImagesPage({
  images,
  answer,
  done,
}: {
  images: EditorImageItem[];
  answer?: ImagesAnswer | undefined;
  done?: string | undefined;
}) {
  const uploading = answer?.intent === "upload" || answer?.intent === "insert";
  const uploadErrors = uploading ? answer.errors : {};
  // A refusal about an image the page no longer lists (a colleague deleted it meanwhile) has no card to show it on.
  const orphaned =
    answer && !uploading && !images.some((image) => image.id === answer.id)
      ? Object.values(answer.errors)[0]
      : undefined;
  // Only an editor's script asks for "insert"; shown here should the answer be drawn as this page.
  const inserted = answer?.inserted && answer.id ? markdownSnippet(answer.id, answer.inserted.alt) : undefined;
  return (
    <>
      <PageHeader
        title="Images"
        intro="Pictures for blog posts and pages: upload them here or from a post's text. The site makes each one in several sizes and modern formats, and serves the right one to each screen."
      />
      {done && doneMessages[done] ? <Notice tone="success">{doneMessages[done]}</Notice> : null}
      {orphaned ? <Notice tone="error">{orphaned}</Notice> : null}
      {inserted ? <Notice tone="success">Uploaded. Its Markdown for a post: {inserted}</Notice> : null}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,22rem)_minmax(0,1fr)] lg:items-start">
        <SectionCard
          title="Upload an image"
          intro={`${Object.values(uploadTypeNames).join(", ")}; at most ${imageBytesMax / 1024 / 1024} MB. Location and camera details are removed.`}
        >
          {uploadErrors.form ? (
            <div className="mt-4">
              <Notice tone="error">{uploadErrors.form}</Notice>
            </div>
          ) : null}
          {/*
            Keyed by the newest image: after an upload the page lists a new one, and the form is
            drawn anew, empty, so pressing Upload again cannot send the same file twice. A refused
            upload keeps what was chosen, to be corrected.
          */}
          <Form key={images[0]?.id ?? "none"} method="post" encType="multipart/form-data" className="mt-4 space-y-5">
            <TextField
              label="Image file"
              type="file"
              name="file"
              accept={Object.keys(uploadTypeNames).join(",")}
              required
              error={uploadErrors.file}
              className={fileInputClass}
              onChange={refusingFilesOver(imageBytesMax, imageTooLargeMessage)}
            />
            <TextField
              label="Alternative text"
              hint="(what the image shows, for people who cannot see it)"
              name="alt"
              required
              maxLength={altTextMax}
              error={uploadErrors.alt}
            />
            <SubmitButton name="intent" value="upload" pendingLabel="Uploading…">
              Upload
            </SubmitButton>
          </Form>
        </SectionCard>
        {images.length === 0 ? (
          <EmptyState title="No images yet">Upload the first one; then copy its Markdown into a post.</EmptyState>
        ) : (
          <ul className="space-y-4" aria-label="Uploaded images">
            {images.map((image) => (
              <ImageCard key={image.id} image={image} answer={answer?.id === image.id ? answer : undefined} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

function ImageCard({ image, answer }: { image: EditorImageItem; answer: ImagesAnswer | undefined }) {
  const narrowest = Math.min(...image.widths);
  const snippet = markdownSnippet(image.id, image.alt);
  const errors = answer?.errors ?? {};
  return (
    <li className="rounded-2xl border border-slate-200 bg-white p-4 sm:p-5">
      <div className="flex flex-col gap-4 sm:flex-row">
        <img
          src={imageFilePath(image.id, narrowest, "jpeg")}
          alt={image.alt}
          width={narrowest}
          height={Math.round((narrowest * image.height) / image.width)}
          className="h-auto w-full self-start rounded-xl border border-slate-200 bg-slate-50 sm:w-40"
          loading="lazy"
          decoding="async"
        />
        <div className="min-w-0 flex-1 space-y-3">
          <div>
            <p className="font-semibold break-words text-brand-900">{image.alt}</p>
            <p className="mt-1 text-sm text-slate-600">
              {image.width} × {image.height} px · {fileSize(image.bytes)} · uploaded{" "}
              {image.uploadedBy ? `by ${image.uploadedBy} ` : ""}
              <IndiaTime at={image.createdAt} />
            </p>
            <ImageUses uses={image.usedIn} />
          </div>
          {errors.form ? <Notice tone="error">{errors.form}</Notice> : null}
          <CopyField label="Markdown for a post" value={snippet} />
          <CopyField label="Address for a social image" value={imageReference(image.id)} />
          <Form method="post" className="flex flex-col gap-3 sm:flex-row sm:items-end">
            <input type="hidden" name="id" value={image.id} />
            <div className="flex-1">
              <TextField
                label="Alternative text"
                name="alt"
                defaultValue={image.alt}
                required
                maxLength={altTextMax}
                error={errors.alt}
              />
            </div>
            <SubmitButton name="intent" value="alt" tone="secondary" pendingLabel="Saving…">
              Save text
            </SubmitButton>
          </Form>
          <Form method="post">
            <input type="hidden" name="id" value={image.id} />
            <SubmitButton name="intent" value="delete" tone="danger" pendingLabel="Deleting…">
              Delete image
            </SubmitButton>
          </Form>
        </div>
      </div>
    </li>
  );
}

/** A read-only text to paste elsewhere, with a button that copies it (the field can be selected without JavaScript). */
