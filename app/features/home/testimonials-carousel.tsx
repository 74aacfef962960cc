import { Quote } from "lucide-react";

import { ButtonLink } from "~/components/ui/button-link";
import { CarouselArrows, CarouselDots, CarouselViewport, useCarousel } from "~/components/ui/carousel";
import { homeTestimonials, type Testimonial } from "~/content/home";

/** Advances every 3 s (marketing specification, section 9). */
const advanceMs = 3000;

/**
 * 'Stories from people like you': three cards at a time on desktop, pausing on
 * hover; one card with arrows and dots on mobile; a seamless loop.
 */
export function TestimonialsCarousel() {
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
            {homeTestimonials.map((testimonial, index) => (
              <TestimonialSlide key={testimonial.id} testimonial={testimonial} position={index + 1} />
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

function TestimonialSlide({ testimonial, position }: { testimonial: Testimonial; position: number }) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${position} of ${homeTestimonials.length}`}
      className="min-w-0 shrink-0 grow-0 basis-full pl-4 md:basis-1/3"
    >
      <figure className="flex h-full flex-col rounded-3xl bg-white p-7 shadow-sm">
        <Quote aria-hidden="true" className="size-8 text-accent-500" />
        <blockquote
          className="mt-4 line-clamp-8 text-slate-700 md:line-clamp-6"
          // Our own copy from app/content, limited to <strong>, <em> and <br>.
          dangerouslySetInnerHTML={{ __html: testimonial.quoteHtml }}
        />
        <figcaption className="mt-auto flex items-center gap-3 pt-6">
          <img src={testimonial.avatar} alt="" width={48} height={48} loading="lazy" className="size-12 rounded-full" />
          <span>
            <span className="block font-semibold text-brand-900">{testimonial.name}</span>
            {testimonial.position ? <span className="block text-sm text-slate-600">{testimonial.position}</span> : null}
          </span>
        </figcaption>
      </figure>
    </div>
  );
}
