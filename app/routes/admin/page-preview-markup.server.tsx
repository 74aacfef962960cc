import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";

import { serviceOf } from "~/content/service-types";
import { projectOf } from "~domain/content/portfolio-projects";
import { serviceMenu } from "~domain/company/service-menu";
import type { DocumentBody, DocumentKind } from "~domain/content/site-documents";

import { AboutPage } from "~/features/about/about-page";
import { TeamPage } from "~/features/about/team-page";
import ProjectCaseStudy from "~/features/portfolio/project-case-study";
import { CaseStudyPage } from "~/features/services/case-study-page";

/**
 * A document's text as its public page draws it, rendered here on the server by the page's own
 * components. Only the server: were the preview drawn in the browser too, the public pages'
 * components would be shared with the back office's scripts, and the bundler would cut each into
 * a script of its own, one request more on the case studies and the About pages (Lighthouse
 * mobile 98 instead of 99). The preview is to read, so its carousels stand still.
 */
export function documentPreviewMarkup(kind: DocumentKind, slug: string, body: Record<string, unknown>): string {
  return renderToStaticMarkup(<MemoryRouter>{previewOf(kind, slug, body)}</MemoryRouter>);
}

// Checked by its kind's schema when it was saved; its uploads are file addresses now.
function previewOf(kind: DocumentKind, slug: string, body: Record<string, unknown>) {
  switch (kind) {
    case "service": {
      const menuItem = serviceMenu.find((item) => item.slug === slug);
      return menuItem ? <CaseStudyPage service={serviceOf(menuItem, body as DocumentBody<"service">)} /> : null;
    }
    case "project":
      return (
        <ProjectCaseStudy
          project={projectOf(slug, body as DocumentBody<"project">)}
          onBack={() => undefined}
          contactForm={
            <p className="mt-8 rounded-3xl border border-dashed border-slate-300 p-6 text-center text-slate-600">
              On the public page, the enquiry form follows here.
            </p>
          }
        />
      );
    case "company":
      return <AboutPage company={body as DocumentBody<"company">} />;
    case "team":
      return <TeamPage team={body as DocumentBody<"team">} />;
  }
}
