import * as Dialog from "@radix-ui/react-dialog";
import { Check } from "lucide-react";
import { useId, useRef, useState } from "react";

import { Modal, ModalCornerClose } from "~/components/ui/modal";
import { TextField } from "~/components/ui/text-field";
import { buttonClass } from "~/features/admin/shared/ui/submit-button";

import type { ImageChoice } from "./blog-form-values";

/**
 * Sets an uncontrolled field as typing would: through the value setter React watches, then an
 * input event, so the form's listeners (the live preview, a draft being kept) hear the change.
 */
function typeInto(input: HTMLInputElement, value: string) {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "value")?.set?.call(input, value);
  input.dispatchEvent(new Event("input", { bubbles: true }));
}

const normalised = (text: string) => text.toLocaleLowerCase("en-IN").replace(/\s+/g, " ").trim();

/**
 * A picture's address (`/media/…` or a picture of the site's own) with what it shows, chosen from
 * the image library: a dialog lists every upload with its thumbnail and description, filtered by
 * what is typed in its search. The address stays an ordinary field, so the form works without
 * JavaScript and an address can still be pasted.
 */
export function ImageLibraryField({
  images,
  none,
  ...textField
}: {
  label: string;
  hint?: string | undefined;
  name: string;
  defaultValue: string;
  error?: string | undefined;
  images: ImageChoice[];
  /** What an empty field means for the page, said beside it. */
  none: string;
}) {
  const { label } = textField;
  const field = useRef<HTMLInputElement>(null);
  const search = useRef<HTMLInputElement>(null);
  const [value, setValue] = useState(textField.defaultValue);
  const [open, setOpen] = useState(false);
  const [query, setQuery] = useState("");
  const countId = useId();

  const address = value.trim();
  const upload = images.find((image) => image.reference === address);
  // A picture of the site's own is loaded as it is; an address the library does not have shows none.
  const thumbnail = upload?.thumbnail ?? (address.startsWith("/images/") ? address : undefined);
  const wanted = normalised(query);
  const shown = wanted ? images.filter((image) => normalised(image.alt).includes(wanted)) : images;

  function choose(reference: string) {
    if (field.current) typeInto(field.current, reference);
    setValue(reference);
    setOpen(false);
  }

  return (
    <div className="space-y-3">
      <TextField ref={field} {...textField} onInput={(event) => setValue(event.currentTarget.value)} />
      <div className="flex items-start gap-3">
        {thumbnail ? (
          <img
            src={thumbnail}
            alt=""
            width={128}
            height={72}
            className="aspect-video w-24 shrink-0 rounded-lg border border-slate-200 bg-slate-50 object-cover sm:w-32"
          />
        ) : null}
        <div className="min-w-0 flex-1 space-y-2">
          <p className="text-sm break-words text-slate-600" aria-live="polite">
            {address === "" ? none : upload ? `Chosen: ${upload.alt}` : thumbnail ? "A picture of the site." : null}
          </p>
          <div className="flex flex-wrap gap-2">
            <button type="button" className={buttonClass("secondary")} onClick={() => setOpen(true)}>
              Choose from Images
            </button>
            {address !== "" ? (
              <button type="button" className={buttonClass("secondary")} onClick={() => choose("")}>
                <span>
                  Remove <span className="sr-only">the {label.toLowerCase()}</span>
                </span>
              </button>
            ) : null}
          </div>
        </div>
      </div>
      <Modal
        open={open}
        onOpenChange={setOpen}
        className="fixed top-1/2 left-1/2 z-50 flex max-h-[90vh] w-[calc(100%-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl bg-white p-6 shadow-xl"
        // Drawn inside the post's form in React's tree: searching is no change to the post.
        onChange={(event) => event.stopPropagation()}
        // Straight to the search (Radix would focus the close button first).
        onOpenAutoFocus={(event) => {
          event.preventDefault();
          search.current?.focus();
        }}
      >
        <Dialog.Title className="pr-10 text-xl font-bold text-brand-900">Choose the {label.toLowerCase()}</Dialog.Title>
        <Dialog.Description className="mt-1 text-sm text-slate-600">
          Every image uploaded on Images or from a post&apos;s text, newest first.
        </Dialog.Description>
        <ModalCornerClose />
        <div className="mt-4">
          <TextField
            ref={search}
            label="Search by description"
            type="search"
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            aria-describedby={countId}
          />
        </div>
        <p id={countId} role="status" className="mt-2 text-sm text-slate-600">
          {images.length === 0
            ? "No images uploaded yet: upload one on Images, or insert one into the post's text."
            : `${shown.length === 1 ? "1 image" : `${shown.length} images`}${wanted ? ` match “${query.trim()}”` : ""}.`}
        </p>
        <ul className="mt-3 grid min-h-0 flex-1 gap-3 overflow-y-auto p-1 sm:grid-cols-2" aria-label="Uploaded images">
          {shown.map((image) => {
            const current = image.reference === address;
            return (
              <li key={image.reference}>
                <button
                  type="button"
                  onClick={() => choose(image.reference)}
                  aria-pressed={current}
                  className={`flex w-full items-center gap-3 rounded-xl border p-2 text-left hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-brand-700 focus-visible:outline-none ${current ? "border-brand-700 bg-brand-50" : "border-slate-200"}`}
                >
                  <img
                    src={image.thumbnail}
                    alt=""
                    width={96}
                    height={54}
                    loading="lazy"
                    className="aspect-video w-24 shrink-0 rounded-lg bg-slate-50 object-cover"
                  />
                  <span className="min-w-0 flex-1 text-sm break-words text-slate-800">{image.alt}</span>
                  {current ? <Check aria-hidden="true" className="size-5 shrink-0 text-brand-700" /> : null}
                </button>
              </li>
            );
          })}
        </ul>
      </Modal>
    </div>
  );
}
