import { data, Link } from "react-router";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { documentPreviewMarkup } from "./page-preview-markup.server";
import { documentAdminPath, documentKindOf } from "~/features/admin/content/document-paths";
import { BackLink } from "~/features/admin/shared/ui/back-link";
import { Notice } from "~/features/admin/shared/ui/notice";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/page-preview";

export const meta = ({ loaderData: loaded }: Route.MetaArgs) =>
  adminMeta(loaded ? `Preview: ${loaded.name}` : "Preview");

/** The draft (else the scheduled text, else what is published), as the public page's components draw it. */
export async function loader(args: Route.LoaderArgs) {
  const { documents } = await requireStaff(args, "content");
  const kind = documentKindOf(args.params.kind);
  const { slug } = args.params;
  const preview = kind ? await documents.preview(kind, slug) : undefined;
  if (!kind || !preview) throw data({ message: "There is no such page." }, { status: 404 });
  return {
    name: preview.name,
    text: preview.text,
    editor: documentAdminPath(kind, slug),
    markup: documentPreviewMarkup(kind, slug, preview.body),
  };
}

const previewTitles = {
  draft: "Preview of the draft: visitors do not see it until you publish it.",
  scheduled: "Preview of the scheduled text: visitors see it from its time on.",
  published: "What visitors see now.",
};

export default function AdminPagePreviewRoute({ loaderData: { text, editor, markup } }: Route.ComponentProps) {
  return (
    <>
      <BackLink to={editor}>Back to the editor</BackLink>
      <Notice tone="info">
        <strong className="font-semibold">{previewTitles[text]}</strong>{" "}
        <Link to={editor} className="underline underline-offset-4">
          Back to the editor
        </Link>
      </Notice>
      {/* The public page's own components, rendered on the server from text React escaped. */}
      <div
        className="overflow-hidden rounded-2xl border border-slate-200 bg-white"
        dangerouslySetInnerHTML={{ __html: markup }}
      />
    </>
  );
}
