import { lazy, Suspense, useMemo, type ComponentProps, type ComponentType } from "react";

import { whenShown } from "~/components/ui/when-shown";
import { whenVisitorEngages } from "~/components/ui/when-visitor-engages";

import type { ContactForm as ContactFormNow } from "./contact-form";

type ContactFormProps = ComponentProps<typeof ContactFormNow>;

const formId = "deferred-contact-form";

const serverForm = import.meta.env.SSR ? (await import("./contact-form")).ContactForm : undefined;

/** In the browser, the form once `gate` resolves; until then the server's HTML stands in. */
const deferred = (gate?: () => Promise<unknown>): ComponentType<ContactFormProps> =>
  serverForm ??
  lazy(async () => {
    await gate?.();
    return { default: (await import("./contact-form")).ContactForm };
  });

/**
 * The form's code (react-hook-form, the fields, the toasts: about 28 KB) is kept off the first
 * load, which a phone's first paint waits for (docs/performance.md). `reached`: when the visitor
 * scrolls, touches or types, or the form is on screen without that (a tall window), for a page
 * where the form is far below the first screen. `hydrated`: as soon as the page has hydrated, for a
 * page that exists for the form. Until then the server's HTML shows the form, what is typed in it
 * stays, and its send button is disabled (contact-form.tsx).
 */
const forms = {
  reached: deferred(() => Promise.race([whenVisitorEngages(formId), whenShown(formId)])),
  hydrated: deferred(),
};

/** The contact form, its code loaded after the page's own. */
export function DeferredContactForm({
  loads,
  source,
  submitLabel,
  title,
}: ContactFormProps & { loads: keyof typeof forms }) {
  const ContactForm = forms[loads];
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
    [ContactForm, source, submitLabel, title],
  );
}
