import { data } from "react-router";

import { readForm } from "~/components/forms/read-form.server";
import { AltTextSchema, imageBytesMax, imageTooLargeMessage } from "~domain/content/editor-images";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { ImagesPage, type ImagesAnswer } from "~/features/admin/content/images-page";
import { noticeOf, redirectWithNotice } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/images";

export const meta = () => adminMeta("Images");

export async function loader(args: Route.LoaderArgs) {
  const { content } = await requireStaff(args, "content");
  const images = await content.images.list();
  return { images, done: noticeOf(args.context) };
}

const here = "/admin/images";

/**
 * "upload" (multipart: the file and its alt text), "insert" (the same upload from an editor's text
 * field, answered with the image instead of this page, so the editor puts its Markdown where the
 * cursor is), "alt" (an image's new alt text), "delete".
 */
export async function action(args: Route.ActionArgs) {
  const { content } = await requireStaff(args, "content");
  const desk = content.images;
  const form = await readForm(args.request);
  const intent = String(form.get("intent") ?? "");
  const id = String(form.get("id") ?? "");
  const refused = (errors: Record<string, string>): ReturnType<typeof data<ImagesAnswer>> =>
    data({ errors, intent, id }, { status: 400 });

  if (intent === "upload" || intent === "insert") {
    const file = form.get("file");
    const alt = AltTextSchema.safeParse(form.get("alt") ?? "");
    const errors: Record<string, string> = {};
    if (!(file instanceof File) || file.size === 0) errors.file = "Please choose an image file.";
    else if (file.size > imageBytesMax) errors.file = imageTooLargeMessage;
    if (!alt.success) errors.alt = alt.error.issues[0]?.message ?? "Please describe the image.";
    if (Object.keys(errors).length > 0 || !(file instanceof File) || !alt.success) return refused(errors);
    const outcome = await desk.upload({ content: await file.bytes(), alt: alt.data });
    if (!outcome.ok) return refused({ file: outcome.message });
    if (intent === "insert") return { errors: {}, intent, id: outcome.value.id, inserted: { alt: alt.data } };
    throw await redirectWithNotice(args.request, here, "uploaded");
  }
  if (intent === "alt") {
    const outcome = await desk.updateAlt(id, String(form.get("alt") ?? ""));
    if (!outcome.ok) return refused({ alt: outcome.message });
    throw await redirectWithNotice(args.request, here, "alt-saved");
  }
  if (intent === "delete") {
    const outcome = await desk.remove(id);
    if (!outcome.ok) return refused({ form: outcome.message });
    throw await redirectWithNotice(args.request, here, "deleted");
  }
  return refused({ form: "Unknown action." });
}

export default function AdminImagesRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <ImagesPage images={loaderData.images} done={loaderData.done} answer={actionData} />;
}
