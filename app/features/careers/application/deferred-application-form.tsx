import { lazy, Suspense, useMemo, type ComponentProps, type ComponentType } from "react";

import type { ApplicationForm as ApplicationFormNow } from "./application-form";

type ApplicationFormProps = ComponentProps<typeof ApplicationFormNow>;

const serverForm = import.meta.env.SSR ? (await import("./application-form")).ApplicationForm : undefined;

/**
 * The application form's code (react-hook-form, the four steps, the entry lists) is kept off the
 * first load, which a phone's first paint waits for (docs/performance.md): in the browser it loads
 * as soon as the page has hydrated, the page being there for the form. Until then the server's HTML
 * shows the form, what is typed in it stays (react-hook-form keeps values edited before it
 * registered), and its Save, Next and Submit buttons are disabled (application-form.tsx).
 */
const DeferredForm: ComponentType<ApplicationFormProps> =
  serverForm ?? lazy(async () => ({ default: (await import("./application-form")).ApplicationForm }));

/** The application page's loading state (careers specification, section 4). */
export const applicationFormLoadingText = "Loading application form...";

/**
 * Starts fetching the form's code on the way to the page (a link followed in the browser), so that
 * it comes with the job rather than after it.
 */
export function preloadApplicationForm(): void {
  void import("./application-form");
}

/** The job application form, its code loaded after the page's own. */
export function DeferredApplicationForm({ job }: ApplicationFormProps) {
  // The same element on every render: a re-render reaching the boundary before the code has
  // arrived would make React drop the server's HTML and show the (empty) fallback.
  return useMemo(
    () => (
      // On the way from another page the code may still be coming: the page says so, not a blank space.
      <Suspense
        fallback={
          <p role="status" className="py-16 text-center text-lg text-slate-700">
            {applicationFormLoadingText}
          </p>
        }
      >
        <DeferredForm job={job} />
      </Suspense>
    ),
    [job],
  );
}
