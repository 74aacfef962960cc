import { data, Link } from "react-router";

import { serviceOf } from "~/content/service-types";
import { serviceMenu } from "~domain/service-menu";
import type { DocumentBody } from "~domain/site-documents";
import { projectOf } from "~domain/portfolio-projects";

import { AboutPage } from "~/features/about/about-page";
import { TeamPage } from "~/features/about/team-page";
import { adminMeta } from "~/features/admin/admin-meta";
import { documentAdminPath, documentKindOf } from "~/features/admin/content/document-paths";
import { BackLink } from "~/features/admin/ui/back-link";
import { Notice } from "~/features/admin/ui/notice";
import { requireStaff } from "~/features/admin/staff-session.server";
import ProjectCaseStudy from "~/features/portfolio/project-case-study";
import { CaseStudyPage } from "~/features/services/case-study-page";

import type { Route } from "./+types/page-preview";
import { siteContext } from "~contracts/load-context";

export const meta = ({ loaderData: loaded }: Route.MetaArgs) =>
  adminMeta(loaded ? `Preview: ${loaded.name}` : "Preview");

/** The draft (else the scheduled text, else what is published), as the public page's components draw it. */
export async function loader(args: Route.LoaderArgs) {
  await requireStaff(args, "content");
  const kind = documentKindOf(args.params.kind);
  const { slug } = args.params;
  const preview = kind ? await args.context.get(siteContext).backOffice.documents.preview(kind, slug) : undefined;
  if (!kind || !preview) throw data({ message: "There is no such page." }, { status: 404 });
  // Checked by its kind's schema when it was saved; its uploads are file addresses now.
  const { body } = preview;
  const menuItem = serviceMenu.find((item) => item.slug === slug);
  const page =
    kind === "service" && menuItem
      ? { kind, service: serviceOf(menuItem, body as DocumentBody<"service">) }
      : kind === "project"
        ? { kind, project: projectOf(slug, body as DocumentBody<"project">) }
        : kind === "company"
          ? { kind, company: body as DocumentBody<"company"> }
          : { kind: "team" as const, team: body as DocumentBody<"team"> };
  return { name: preview.name, text: preview.text, editor: documentAdminPath(kind, slug), page };
}

const previewTitles = {
  draft: "Preview of the draft: visitors do not see it until you publish it.",
  scheduled: "Preview of the scheduled text: visitors see it from its time on.",
  published: "What visitors see now.",
};

export default function AdminPagePreviewRoute({ loaderData: { text, editor, page } }: Route.ComponentProps) {
  return (
    <>
      <BackLink to={editor}>Back to the editor</BackLink>
      <Notice tone="info">
        <strong className="font-semibold">{previewTitles[text]}</strong>{" "}
        <Link to={editor} className="underline underline-offset-4">
          Back to the editor
        </Link>
      </Notice>
      <div className="overflow-hidden rounded-2xl border border-slate-200 bg-white">
        {page.kind === "service" ? <CaseStudyPage service={page.service} /> : null}
        {page.kind === "project" ? (
          <ProjectCaseStudy
            project={page.project}
            onBack={() => history.back()}
            contactForm={
              <p className="mt-8 rounded-3xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
                On the public page, the enquiry form follows here.
              </p>
            }
          />
        ) : null}
        {page.kind === "company" ? <AboutPage company={page.company} /> : null}
        {page.kind === "team" ? <TeamPage team={page.team} /> : null}
      </div>
    </>
  );
}
