import { ButtonLink } from "~/components/ui/button-link";
import type { Testimonial } from "~domain/content/testimonial-quote";
import { TestimonialCard } from "~/components/testimonial-card";

import { CardCarouselBand } from "./card-carousel-band";

/**
 * 'Stories from people like you': three cards at a time on desktop, pausing on
 * hover; one card with arrows and dots on mobile; a seamless loop.
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  return (
    <CardCarouselBand
      id="stories-title"
      eyebrow="Testimonials"
      title="Stories from people like you"
      band="bg-brand-50"
      action={<ButtonLink to="/contactUs">Let's Talk</ButtonLink>}
      label="Client stories"
      cardName="story"
      cards={testimonials}
      renderCard={(testimonial) => <TestimonialCard testimonial={testimonial} clamped />}
    />
  );
}
