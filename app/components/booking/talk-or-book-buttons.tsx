import { ButtonLink } from "~/components/ui/button-link";

import { BookingDialogLink } from "./booking-dialog-link";

/** The two ways to start that a dark band offers: a message to us, or a free demo call. */
export function TalkOrBookButtons({ className }: { className: string }) {
  return (
    <div className={`${className} flex flex-wrap gap-3`}>
      <ButtonLink to="/contactUs">Let's Talk</ButtonLink>
      <BookingDialogLink className="inline-flex items-center justify-center rounded-full border border-white/40 px-6 py-3 font-semibold text-white transition-colors hover:bg-white/10">
        Book a Free Demo
      </BookingDialogLink>
    </div>
  );
}
