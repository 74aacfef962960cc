import { lazy, Suspense, useMemo, type ComponentProps } from "react";

import { whenShown } from "~/components/ui/when-shown";
import { whenVisitorEngages } from "~/components/ui/when-visitor-engages";

import type { ContactForm as ContactFormNow } from "./contact-form";

type ContactFormProps = ComponentProps<typeof ContactFormNow>;

const formId = "deferred-contact-form";

/**
 * The form's code (react-hook-form, the fields, the toasts: about 28 KB) would otherwise be on the
 * first load of a page that shows it only after a long scroll, and on a phone's first paint
 * (docs/performance.md). It loads when the visitor scrolls, touches or types, or when the form is on
 * screen without that (a tall window); until then the server's HTML shows the form, and its send
 * button stays disabled (contact-form.tsx).
 */
const ContactForm = import.meta.env.SSR
  ? (await import("./contact-form")).ContactForm
  : lazy(async () => {
      await Promise.race([whenVisitorEngages(formId), whenShown(formId)]);
      return { default: (await import("./contact-form")).ContactForm };
    });

/** The contact form for a page where it sits below the first screen. */
export function DeferredContactForm({ source, submitLabel, title }: ContactFormProps) {
  // The same element on every render: a re-render reaching the boundary before the code has
  // arrived would make React drop the server's HTML and show the (empty) fallback.
  return useMemo(
    () => (
      <div id={formId}>
        <Suspense fallback={null}>
          <ContactForm source={source} submitLabel={submitLabel} title={title} />
        </Suspense>
      </div>
    ),
    [source, submitLabel, title],
  );
}
