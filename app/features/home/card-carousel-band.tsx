import type { ReactNode } from "react";

import { CarouselArrows, CarouselDots, CarouselSlide, CarouselViewport, useCarousel } from "~/components/ui/carousel";
import { SectionHeading } from "~/components/ui/section-heading";

/** The home page's carousels advance every 3 s and pause on hover (marketing specification, section 9). */
const advanceMs = 3000;

type CardCarouselBandProps<Card> = {
  /** The heading's id, which names the band. */
  id: string;
  eyebrow: string;
  title: string;
  /** The band's background, such as "bg-slate-50". */
  band: string;
  /** Beside the title; without one, the carousel's arrows stand there on desktop. */
  action?: ReactNode;
  /** The carousel's name, such as "Articles". */
  label: string;
  /** What one card is called on the arrows and dots, such as "article". */
  cardName: string;
  cards: Card[];
  renderCard: (card: Card) => ReactNode;
  /** Arrows disabled and no dots: there is nothing to move to. */
  controlsDisabled?: boolean;
};

/**
 * A titled band around a looping carousel of cards: three at a time on desktop, one on a phone,
 * with arrows and dots below it.
 */
export function CardCarouselBand<Card extends { id: string }>({
  id,
  eyebrow,
  title,
  band,
  action,
  label,
  cardName,
  cards,
  renderCard,
  controlsDisabled = false,
}: CardCarouselBandProps<Card>) {
  const carousel = useCarousel({ autoplayMs: advanceMs, pauseOnHover: true });
  const arrows = (className = "") => (
    <CarouselArrows
      label={cardName}
      className={className}
      onPrev={carousel.scrollPrev}
      onNext={carousel.scrollNext}
      disabled={controlsDisabled}
    />
  );
  return (
    <section aria-labelledby={id} className={`${band} py-20`}>
      <div className="mx-auto max-w-7xl px-4 sm:px-6">
        <div className="flex flex-col items-start justify-between gap-6 sm:flex-row sm:items-end">
          <div>
            <SectionHeading id={id} eyebrow={eyebrow} large>
              {title}
            </SectionHeading>
          </div>
          {action ?? arrows("hidden md:flex")}
        </div>
        <div className="mt-10">
          <CarouselViewport viewportRef={carousel.viewportRef} label={label} gapped>
            {cards.map((card, index) => (
              <CarouselSlide key={card.id} index={index} count={cards.length} className="basis-full pl-4 md:basis-1/3">
                {renderCard(card)}
              </CarouselSlide>
            ))}
          </CarouselViewport>
        </div>
        <div className="mt-6 flex items-center justify-between md:hidden">
          {arrows()}
          <CarouselDots
            label={cardName}
            count={controlsDisabled ? 0 : carousel.snapCount}
            selected={carousel.selected}
            onSelect={carousel.scrollTo}
          />
        </div>
      </div>
    </section>
  );
}
