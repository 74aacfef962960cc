import * as Dialog from "@radix-ui/react-dialog";
import { ImagePlus } from "lucide-react";
import { useEffect, useRef, useState, type ClipboardEvent, type DragEvent, type ReactNode } from "react";
import { useFetcher } from "react-router";

import {
  altTextMax,
  imageBytesMax,
  imageTooLargeMessage,
  markdownSnippet,
  uploadTypeNames,
} from "~domain/content/editor-images";

import { Modal, ModalCornerClose } from "~/components/ui/modal";
import { TextField } from "~/components/ui/text-field";
import { Notice } from "~/features/admin/shared/ui/notice";
import { buttonClass } from "~/features/admin/shared/ui/submit-button";

import type { ImagesAnswer } from "./images-page";

/** The Images page's action makes every upload (decision 033); "insert" answers with the image. */
const uploadAction = "/admin/images";

const uploadTypeList = Object.values(uploadTypeNames).join(", ");

/** The first file a drop or a paste carries, if any: text dropped or pasted is the text field's own. */
const fileOf = (files: FileList | undefined) => (files && files.length > 0 ? files[0] : undefined);

/**
 * The Markdown that shows the image, as a paragraph of its own: a blank line before and after it
 * unless the cursor is already at the start or end of a line.
 */
function asParagraph(text: string, before: string, after: string): string {
  const start = before === "" || before.endsWith("\n\n") ? "" : before.endsWith("\n") ? "\n" : "\n\n";
  const end = after === "" || after.startsWith("\n\n") ? "" : after.startsWith("\n") ? "\n" : "\n\n";
  return `${start}${text}${end}`;
}

/**
 * A Markdown text field (`children`, whose textarea it finds) that takes pictures: the "Insert an
 * image" button, a file dropped on the field or pasted into it. Each is asked its alternative
 * text first, then uploaded through the Images page's action (the one upload path, with its
 * limits), and its Markdown is put where the cursor was, as if typed: the form hears an input
 * event, so its preview (and whatever else listens) follows.
 */
export function MarkdownImageUpload({ children }: { children: ReactNode }) {
  const area = useRef<HTMLDivElement>(null);
  const picker = useRef<HTMLInputElement>(null);
  const selection = useRef<[number, number]>([0, 0]);
  const [file, setFile] = useState<File>();
  const [preview, setPreview] = useState<string>();
  // What is wrong with the file itself: no upload is offered for it.
  const [fileProblem, setFileProblem] = useState<string>();
  const [dragging, setDragging] = useState(false);
  const fetcher = useFetcher<ImagesAnswer>();
  // The fetcher keeps its last answer: one given before this file was chosen is not about it.
  const [earlier, setEarlier] = useState<ImagesAnswer>();
  const answer = fetcher.state === "idle" && fetcher.data !== earlier ? fetcher.data : undefined;
  const refusal =
    answer && !answer.inserted
      ? (answer.errors.file ?? answer.errors.alt ?? answer.errors.form ?? "The image could not be uploaded.")
      : undefined;
  const open = file !== undefined && !answer?.inserted;
  const inserted = useRef<ImagesAnswer>(undefined);
  const reader = useRef<FileReader>(undefined);
  const altField = useRef<HTMLInputElement>(null);

  const textarea = () => area.current?.querySelector("textarea") ?? undefined;

  function ask(chosen: File) {
    const field = textarea();
    // Kept now: the dialog takes the focus, and with it the field's selection.
    if (field) selection.current = [field.selectionStart, field.selectionEnd];
    const problem = !(chosen.type in uploadTypeNames)
      ? `This file is not an image the site takes: please choose a ${uploadTypeList} file.`
      : chosen.size > imageBytesMax
        ? imageTooLargeMessage
        : undefined;
    setFileProblem(problem);
    setEarlier(fetcher.data);
    setFile(chosen);
    setPreview(undefined);
    reader.current?.abort();
    if (problem) return;
    // A data: address, which the content security policy lets images load (blob: it does not).
    const reading = new FileReader();
    reading.onload = () => setPreview(typeof reading.result === "string" ? reading.result : undefined);
    reading.readAsDataURL(chosen);
    reader.current = reading;
  }

  function close() {
    reader.current?.abort();
    setFile(undefined);
    setPreview(undefined);
    setFileProblem(undefined);
    setEarlier(fetcher.data);
    if (picker.current) picker.current.value = "";
  }

  // The upload is made: its Markdown goes into the field (the dialog closes as `open` says).
  useEffect(() => {
    if (!answer?.inserted || !answer.id || inserted.current === answer) return;
    inserted.current = answer;
    if (picker.current) picker.current.value = "";
    const field = textarea();
    if (!field) return;
    const [start, end] = selection.current;
    const markdown = asParagraph(
      markdownSnippet(answer.id, answer.inserted.alt),
      field.value.slice(0, start),
      field.value.slice(end),
    );
    field.setRangeText(markdown, start, end, "end");
    field.dispatchEvent(new Event("input", { bubbles: true }));
    // After the dialog has given the focus back to what opened it.
    requestAnimationFrame(() => field.focus());
  }, [answer]);

  const carriesFiles = (event: DragEvent) => event.dataTransfer.types.includes("Files");
  // React brings the dialog's events here too (it is drawn in a portal): only the field's count.
  const onField = (target: EventTarget) => target instanceof Node && area.current?.contains(target) === true;
  const problem = fileProblem ?? refusal;

  return (
    <div
      ref={area}
      className={dragging ? "rounded-2xl outline-2 outline-offset-4 outline-accent-700 outline-dashed" : undefined}
      onDragOver={(event) => {
        if (!carriesFiles(event)) return;
        event.preventDefault();
        setDragging(true);
      }}
      onDragLeave={() => setDragging(false)}
      onDrop={(event) => {
        setDragging(false);
        const dropped = fileOf(event.dataTransfer.files);
        if (!dropped || !onField(event.target)) return;
        event.preventDefault();
        ask(dropped);
      }}
      onPaste={(event: ClipboardEvent) => {
        const pasted = fileOf(event.clipboardData.files);
        if (!pasted || !onField(event.target)) return;
        event.preventDefault();
        ask(pasted);
      }}
    >
      {children}
      <div
        className="mt-2 flex flex-wrap items-center gap-3"
        // Choosing a file is no change to the post: the form's own listeners need not hear it.
        onChange={(event) => event.stopPropagation()}
      >
        <button type="button" className={buttonClass("secondary")} onClick={() => picker.current?.click()}>
          <ImagePlus aria-hidden="true" className="size-4" />
          Insert an image
        </button>
        <span className="text-sm text-slate-600">or drop or paste one into the text.</span>
        <input
          ref={picker}
          type="file"
          accept={Object.keys(uploadTypeNames).join(",")}
          className="sr-only"
          tabIndex={-1}
          aria-hidden="true"
          onChange={(event) => {
            const chosen = event.currentTarget.files?.[0];
            if (chosen) ask(chosen);
          }}
        />
      </div>
      <Modal
        open={open}
        onOpenChange={(open) => (open ? undefined : close())}
        className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[calc(100%-2rem)] max-w-lg -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-2xl bg-white p-6 shadow-xl"
        // The dialog is drawn inside the post's form in React's tree: its typing is not the post's.
        onChange={(event) => event.stopPropagation()}
        // Straight to the question asked (Radix would focus the close button first).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          altField.current?.focus();
        }}
      >
        <Dialog.Title className="pr-10 text-xl font-bold text-brand-900">Insert an image</Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-slate-600">
          Describe it for people who cannot see it; it is uploaded to Images and shown where the cursor was.
        </Dialog.Description>
        <ModalCornerClose />
        {preview ? (
          <img src={preview} alt="" className="mt-4 max-h-48 w-auto rounded-xl border border-slate-200" />
        ) : null}
        <p className="mt-2 text-sm break-words text-slate-600">{file?.name}</p>
        {problem ? (
          <div className="mt-4">
            <Notice tone="error">{problem}</Notice>
          </div>
        ) : null}
        <form
          className="mt-4 space-y-4"
          onSubmit={(event) => {
            // Not the post's form, which React would otherwise also hear submitted.
            event.preventDefault();
            event.stopPropagation();
            if (!file) return;
            const form = new FormData(event.currentTarget);
            form.set("intent", "insert");
            form.set("file", file);
            void fetcher.submit(form, { method: "post", action: uploadAction, encType: "multipart/form-data" });
          }}
        >
          <TextField
            ref={altField}
            label="Alternative text"
            hint="(what the image shows)"
            name="alt"
            required
            maxLength={altTextMax}
          />
          <div className="flex flex-wrap gap-3">
            <button
              type="submit"
              className={buttonClass()}
              disabled={fetcher.state !== "idle" || fileProblem !== undefined}
            >
              {fetcher.state !== "idle" ? "Uploading…" : "Upload and insert"}
            </button>
            <Dialog.Close className={buttonClass("secondary")}>Cancel</Dialog.Close>
          </div>
        </form>
      </Modal>
    </div>
  );
}
