import { SpriteIcon } from "~/components/icons/sprite-icon";

import { Avatar } from "~/components/ui/avatar";
import { quoteParts, type Testimonial } from "~domain/content/testimonial-quote";

/** A client's quote with their avatar, name and role; `clamped` cuts it at 8 lines on mobile and 6 on desktop. */
export function TestimonialCard({ testimonial, clamped = false }: { testimonial: Testimonial; clamped?: boolean }) {
  return (
    <figure className="flex h-full flex-col rounded-3xl border border-slate-200 bg-white p-6 shadow-sm sm:p-7">
      <SpriteIcon name="quote" className="size-8 text-accent-500" />
      <blockquote className={`mt-4 text-slate-700 ${clamped ? "line-clamp-8 md:line-clamp-6" : ""}`}>
        {/* Editors' text from the back office, drawn as text: `**` marks the bold part, and nothing becomes HTML. */}
        {quoteParts(testimonial.quote).map((part, index) =>
          part.bold ? <strong key={index}>{part.text}</strong> : part.text,
        )}
      </blockquote>
      <figcaption className="mt-auto flex items-center gap-3 pt-6">
        <Avatar src={testimonial.avatar} size={48} className="size-12" />
        <span>
          <span className="block font-semibold text-brand-900">{testimonial.name}</span>
          {testimonial.position ? <span className="block text-sm text-slate-600">{testimonial.position}</span> : null}
        </span>
      </figcaption>
    </figure>
  );
}
