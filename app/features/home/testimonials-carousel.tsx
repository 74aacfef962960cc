import { ButtonLink } from "~/components/ui/button-link";
import { CarouselArrows, CarouselDots, CarouselSlide, CarouselViewport, useCarousel } from "~/components/ui/carousel";
import type { Testimonial } from "~domain/content/testimonial-quote";
import { TestimonialCard } from "~/components/testimonial-card";

/** Advances every 3 s (marketing specification, section 9). */
const advanceMs = 3000;

/**
 * 'Stories from people like you': three cards at a time on desktop, pausing on
 * hover; one card with arrows and dots on mobile; a seamless loop.
 */
export function TestimonialsCarousel({ testimonials }: { testimonials: Testimonial[] }) {
  const carousel = useCarousel({ autoplayMs: advanceMs, pauseOnHover: true });

  return (
    <section aria-labelledby="stories-title" className="bg-brand-50 py-20">
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-col items-start justify-between gap-6 sm:flex-row sm:items-end">
          <div>
            <p className="text-sm font-semibold tracking-widest text-accent-700 uppercase">Testimonials</p>
            <h2 id="stories-title" className="mt-2 text-3xl font-bold text-brand-900 sm:text-4xl">
              Stories from people like you
            </h2>
          </div>
          <ButtonLink to="/contactUs">Let's Talk</ButtonLink>
        </div>
        <div className="mt-10">
          <CarouselViewport viewportRef={carousel.viewportRef} label="Client stories" gapped>
            {testimonials.map((testimonial, index) => (
              <CarouselSlide
                key={testimonial.id}
                index={index}
                count={testimonials.length}
                className="basis-full pl-4 md:basis-1/3"
              >
                <TestimonialCard testimonial={testimonial} clamped />
              </CarouselSlide>
            ))}
          </CarouselViewport>
        </div>
        <div className="mt-6 flex items-center justify-between md:hidden">
          <CarouselArrows label="story" onPrev={carousel.scrollPrev} onNext={carousel.scrollNext} />
          <CarouselDots
            label="story"
            count={carousel.snapCount}
            selected={carousel.selected}
            onSelect={carousel.scrollTo}
          />
        </div>
      </div>
    </section>
  );
}
