import { ArrowLeft, Home } from "lucide-react";
import { Link } from "react-router";

import { useGoBack } from "~/components/ui/back-button";

/** A status code, what it means, and the two ways on: the page before, or the home page. */
function StatusPage({ code, title, text }: { code: string; title: string; text: string }) {
  const goBack = useGoBack("/");

  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <p className="text-7xl font-extrabold tracking-tight text-accent-700 sm:text-8xl">{code}</p>
      <h1 className="mt-4 text-3xl font-bold text-brand-900 sm:text-4xl">{title}</h1>
      <p className="mt-4 text-lg text-slate-600">{text}</p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <button
          type="button"
          onClick={goBack}
          className="inline-flex items-center justify-center gap-2 rounded-full border border-brand-900 px-6 py-3 font-semibold text-brand-900 hover:bg-brand-50"
        >
          <ArrowLeft aria-hidden="true" className="size-4" />
          Go Back
        </button>
        <Link
          to="/"
          className="inline-flex items-center justify-center gap-2 rounded-full bg-accent-700 px-6 py-3 font-semibold text-white hover:bg-accent-800"
        >
          <Home aria-hidden="true" className="size-4" />
          Back to Home
        </Link>
      </div>
    </section>
  );
}

/** The site's error page, at /error and for a fault; its texts are quoted from the marketing specification, section 2. */
export function ErrorPage() {
  return (
    <StatusPage
      code="500"
      title="Oops! Something went wrong"
      text="We apologize for the inconvenience. Our team has been notified and is working to fix the issue."
    />
  );
}

/** A page asked to take what it does not (a form posted to a page without one, a PUT): the same form, saying so. */
export function MethodNotAllowedPage() {
  return (
    <StatusPage
      code="405"
      title="This page cannot take that"
      text="This page can be read, but not sent anything. Open it again, or carry on from the home page."
    />
  );
}

/** An address no page has: the error page's form, saying what actually happened (docs/design.md, "Beyond the specification"). */
export function NotFoundPage() {
  return (
    <StatusPage
      code="404"
      title="Page not found"
      text="The page you are looking for does not exist or has moved. Check the address, or carry on from the home page."
    />
  );
}
