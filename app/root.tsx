import { isRouteErrorResponse, Links, Meta, Outlet, Scripts, useLocation, type LinksFunction } from "react-router";
import { useEffect, type ReactNode } from "react";

import type { Route } from "./+types/root";
import { SiteDocument } from "./components/site-document";
import { BookingDialogProvider } from "./features/booking/booking-dialog-provider";
import { ErrorPage, MethodNotAllowedPage } from "./features/layout/error-page";
import { publicStylesheet } from "./features/layout/public-stylesheet";
import { SiteFrame } from "./features/layout/site-frame";
import {
  FooterNewsletterPointer,
  FooterNewsletterSignup,
  usePageNewsletterSection,
} from "./features/newsletter/newsletter-signup";
import { usePageViewBeacon } from "./analytics/page-view-beacon";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
];

export function Layout({ children }: { children: ReactNode }) {
  return (
    <SiteDocument
      head={
        <>
          <meta name="theme-color" content="#111a3b" />
          <Meta />
          <Links />
        </>
      }
      scripts={<Scripts />}
    >
      {children}
    </SiteDocument>
  );
}

/**
 * Every page sits in the site's frame, with the demo booking dialog any of them can open. The
 * footer's newsletter form points to the page's own where it has one (decision 077).
 */
function Frame({ children }: { children: ReactNode }) {
  const ownSection = usePageNewsletterSection();
  return (
    <BookingDialogProvider>
      <SiteFrame
        footerSignup={ownSection ? <FooterNewsletterPointer place={ownSection} /> : <FooterNewsletterSignup />}
      >
        {children}
      </SiteFrame>
    </BookingDialogProvider>
  );
}

/** Marks the moment the page became interactive, for browser tests and monitoring. */
function useHydratedMark() {
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
}

export default function App() {
  useHydratedMark();
  const { pathname } = useLocation();
  usePageViewBeacon(pathname);
  // The back office draws its own frame: no site navigation, footer or booking dialog.
  const inBackOffice = pathname.startsWith("/admin");
  return inBackOffice ? (
    <Outlet />
  ) : (
    <Frame>
      <Outlet />
    </Frame>
  );
}

/** A method the page does not take (the router's own 405), which is no failure of the site's. */
const isRefusedMethod = (error: unknown) => isRouteErrorResponse(error) && error.status === 405;

export function meta({ error }: Route.MetaArgs) {
  return [
    {
      title: isRefusedMethod(error)
        ? "This page cannot take that | Nexora Technologies"
        : "Oops! Something went wrong | Nexora Technologies",
    },
  ];
}

/** A failure anywhere below shows the error page, answered with its status (500, or the router's 405). */
export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  if (import.meta.env.DEV) console.error(error);
  useHydratedMark();
  return (
    <Frame>
      {/* The layouts attach each area's stylesheet (app/routes.ts); the error page stands in for
          them, in the public frame, so it brings the public one. React moves it into the head. */}
      <link rel="stylesheet" href={publicStylesheet.href} precedence="default" />
      {isRefusedMethod(error) ? <MethodNotAllowedPage /> : <ErrorPage />}
    </Frame>
  );
}
