import { AltTextSchema, imageBytesMax, imageTooLargeMessage } from "~domain/content/editor-images";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { ImagesPage, type ImagesAnswer } from "~/features/admin/content/images-page";
import { noticeOf } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/images";
import {
  answer,
  formAction,
  intentWith,
  postedText,
  toPage,
  type Refusal,
} from "~/features/admin/shared/forms/form-action.server";

export const meta = () => adminMeta("Images");

export async function loader(args: Route.LoaderArgs) {
  const { content } = await requireStaff(args, "content");
  const images = await content.images.list();
  return { images, done: noticeOf(args.context) };
}

const here = "/admin/images";

/** The uploaded file and its alt text, each refused with its own message. */
function imageOf(form: FormData) {
  const file = form.get("file");
  const alt = AltTextSchema.safeParse(form.get("alt") ?? "");
  const errors: Record<string, string> = {};
  if (!(file instanceof File) || file.size === 0) errors.file = "Please choose an image file.";
  else if (file.size > imageBytesMax) errors.file = imageTooLargeMessage;
  if (!alt.success) errors.alt = alt.error.issues[0]?.message ?? "Please describe the image.";
  if (Object.keys(errors).length > 0 || !(file instanceof File) || !alt.success) return { ok: false as const, errors };
  return { ok: true as const, value: { file, alt: alt.data } };
}

/**
 * "upload" (multipart: the file and its alt text), "insert" (the same upload from an editor's text
 * field, answered with the image instead of this page, so the editor puts its Markdown where the
 * cursor is), "alt" (an image's new alt text), "delete".
 */
export async function action(args: Route.ActionArgs) {
  const { content } = await requireStaff(args, "content");
  const desk = content.images;
  const idOf = (form: FormData) => String(form.get("id") ?? "");
  // A desk's refusal shows beside `field`.
  const refusedAt =
    (field: string) =>
    (intent: string, refusal: Refusal, form: FormData): ImagesAnswer => ({
      errors: "errors" in refusal ? refusal.errors : { [field]: refusal.message },
      intent,
      id: idOf(form),
    });
  const upload = async ({ file, alt }: { file: File; alt: string }) =>
    desk.upload({ content: await file.bytes(), alt });
  return formAction<ImagesAnswer>(args.request, {
    intents: {
      upload: intentWith({ parse: imageOf, run: upload, done: toPage(here, "uploaded"), refused: refusedAt("file") }),
      insert: intentWith({
        parse: imageOf,
        run: upload,
        done: ({ id }, { alt }) => answer({ errors: {}, intent: "insert", id, inserted: { alt } }),
        refused: refusedAt("file"),
      }),
      alt: intentWith({
        parse: postedText("alt"),
        run: (alt, form) => desk.updateAlt(idOf(form), alt),
        done: toPage(here, "alt-saved"),
        refused: refusedAt("alt"),
      }),
      delete: intentWith({
        parse: (form) => ({ ok: true, value: idOf(form) }),
        run: (id) => desk.remove(id),
        done: toPage(here, "deleted"),
      }),
    },
    refused: refusedAt("form"),
  });
}

export default function AdminImagesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ImagesPage images={loaderData.images} done={loaderData.done} answer={actionData} />;
}
