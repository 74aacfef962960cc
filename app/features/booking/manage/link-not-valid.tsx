import { CalendarOff, Home } from "lucide-react";

import { ButtonLink } from "~/components/ui/button-link";

/** A wrong link, or one whose call has started: the same answer, so a guess learns nothing. */
export function LinkNotValid() {
  return (
    <section className="mx-auto flex max-w-2xl flex-col items-center px-4 py-24 text-center sm:py-32">
      <CalendarOff aria-hidden="true" className="size-14 text-accent-700" />
      <h1 className="mt-4 text-3xl font-bold text-brand-900 sm:text-4xl">This link is not valid</h1>
      <p className="mt-4 text-lg text-slate-600">
        The link to manage a demo call works until the call starts. If you copied it from an e-mail, please check that
        you have all of it, or book a new call.
      </p>
      <div className="mt-10 flex flex-col gap-3 sm:flex-row">
        <ButtonLink to="/demo">Book a Free Demo</ButtonLink>
        <ButtonLink to="/" variant="outline" icon={Home}>
          Back to Home
        </ButtonLink>
      </div>
    </section>
  );
}
