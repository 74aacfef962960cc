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

/** The job application form, its code loaded after the page's own. */
export function DeferredApplicationForm({ job }: ApplicationFormProps) {
  // The same element on every render: a re-render reaching the boundary before the code has
  // arrived would make React drop the server's HTML and show the (empty) fallback.
  return useMemo(
    () => (
      <Suspense fallback={null}>
        <DeferredForm job={job} />
      </Suspense>
    ),
    [job],
  );
}
