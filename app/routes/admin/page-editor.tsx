import { data } from "react-router";

import { documentFormOf } from "~domain/content/document-form";

import { adminMeta } from "~/features/admin/shared/admin-meta";
import { documentAction } from "~/features/admin/content/document-actions.server";
import { DocumentEditorPage } from "~/features/admin/content/document-editor-page";
import { documentAdminPath, documentKindOf, documentPublicPath } from "~/features/admin/content/document-paths";
import { noticeOf } from "~/features/admin/shared/notices.server";
import { requireStaff } from "~/features/admin/shared/staff-session.server";

import type { Route } from "./+types/page-editor";

const noSuchPage = () => data({ message: "There is no such page." }, { status: 404 });

export const meta = ({ loaderData: loaded }: Route.MetaArgs) => adminMeta(loaded ? loaded.document.name : "Page");

export async function loader(args: Route.LoaderArgs) {
  const { documents, drafts, pageSales } = await requireStaff(args, "content");
  const kind = documentKindOf(args.params.kind);
  const document = kind ? await documents.find(kind, args.params.slug) : undefined;
  if (!kind || !document) throw noSuchPage();
  const subject = { kind: "site-document", subject: document.id } as const;
  const [revisions, history, opened, sales] = await Promise.all([
    documents.revisions(document.id),
    documents.history(document.id),
    drafts.opened(subject),
    // A service's case study has a page of its own to count; a project shares /portfolio.
    kind === "service" ? pageSales.ofPath(documentPublicPath(kind, document.slug)) : undefined,
  ]);
  return { document, form: documentFormOf(kind), revisions, history, sales, ...opened, done: noticeOf(args.context) };
}

export async function action(args: Route.ActionArgs) {
  const { documents, drafts } = await requireStaff(args, "content");
  const kind = documentKindOf(args.params.kind);
  const document = kind ? await documents.find(kind, args.params.slug) : undefined;
  if (!kind || !document) throw noSuchPage();
  return documentAction({
    keptDraft: { drafts, subject: document.id },
    desk: documents,
    request: args.request,
    kind,
    slug: args.params.slug,
    here: documentAdminPath(kind, args.params.slug),
  });
}

export default function AdminPageEditorRoute({ loaderData, actionData }: Route.ComponentProps) {
  return <DocumentEditorPage {...loaderData} errors={actionData?.errors} values={actionData?.values} />;
}
