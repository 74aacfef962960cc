import Autoplay from "embla-carousel-autoplay";
import useEmblaCarousel from "embla-carousel-react";
import { ChevronLeft, ChevronRight } from "lucide-react";
import { useCallback, useEffect, useState, type ReactNode } from "react";

type CarouselOptions = {
  /** Advance every this many milliseconds; off for visitors who prefer reduced motion. */
  autoplayMs?: number;
  /** Pause while the pointer is over the carousel. */
  pauseOnHover?: boolean;
};

/**
 * A looping embla carousel and the state its controls need. Autoplay also
 * pauses while focus is inside, so keyboard users are never chased.
 */
export function useCarousel({ autoplayMs, pauseOnHover = false }: CarouselOptions = {}) {
  const [plugins] = useState(() =>
    autoplayMs
      ? [
          Autoplay({
            delay: autoplayMs,
            stopOnInteraction: false,
            stopOnMouseEnter: pauseOnHover,
            stopOnFocusIn: true,
            active: typeof window === "undefined" || !window.matchMedia("(prefers-reduced-motion: reduce)").matches,
          }),
        ]
      : [],
  );
  const [viewportRef, api] = useEmblaCarousel({ loop: true, align: "start" }, plugins);
  const [selected, setSelected] = useState(0);
  const [snapCount, setSnapCount] = useState(0);

  useEffect(() => {
    if (!api) return;
    const sync = () => {
      setSelected(api.selectedScrollSnap());
      setSnapCount(api.scrollSnapList().length);
    };
    sync();
    api.on("select", sync).on("reInit", sync);
    return () => {
      api.off("select", sync).off("reInit", sync);
    };
  }, [api]);

  const scrollPrev = useCallback(() => api?.scrollPrev(), [api]);
  const scrollNext = useCallback(() => api?.scrollNext(), [api]);
  const scrollTo = useCallback((index: number) => api?.scrollTo(index), [api]);
  return { viewportRef, selected, snapCount, scrollPrev, scrollNext, scrollTo };
}

const arrowButton =
  "grid size-11 place-items-center rounded-full border border-slate-300 bg-white text-brand-900 shadow-sm transition-colors hover:border-accent-700 hover:text-accent-700 disabled:cursor-not-allowed disabled:opacity-40";

export function CarouselArrows({
  label,
  onPrev,
  onNext,
  disabled = false,
  className = "",
}: {
  label: string;
  onPrev: () => void;
  onNext: () => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <div className={`flex gap-2 ${className}`}>
      <button
        type="button"
        className={arrowButton}
        onClick={onPrev}
        disabled={disabled}
        aria-label={`Previous ${label}`}
      >
        <ChevronLeft aria-hidden="true" className="size-5" />
      </button>
      <button type="button" className={arrowButton} onClick={onNext} disabled={disabled} aria-label={`Next ${label}`}>
        <ChevronRight aria-hidden="true" className="size-5" />
      </button>
    </div>
  );
}

export function CarouselDots({
  label,
  count,
  selected,
  onSelect,
  className = "",
}: {
  label: string;
  count: number;
  selected: number;
  onSelect: (index: number) => void;
  className?: string;
}) {
  return (
    // The row keeps its height while the carousel has not yet counted its slides, so nothing
    // below it moves when the dots appear.
    <div className={`flex min-h-6 justify-center gap-1 ${className}`}>
      {Array.from({ length: count }, (_, index) => (
        <button
          key={index}
          type="button"
          aria-label={`Show ${label} ${index + 1} of ${count}`}
          aria-current={index === selected ? "true" : undefined}
          onClick={() => onSelect(index)}
          className="grid size-6 place-items-center"
        >
          <span
            className={`block h-2 rounded-full transition-all ${index === selected ? "w-6 bg-accent-700" : "w-2 bg-slate-300"}`}
          />
        </button>
      ))}
    </div>
  );
}

/** The scrolling viewport and its track; slides set their own widths, and `gapped` slides their `pl-4`. */
export function CarouselViewport({
  viewportRef,
  children,
  label,
  gapped = false,
}: {
  viewportRef: ReturnType<typeof useCarousel>["viewportRef"];
  children: ReactNode;
  label: string;
  gapped?: boolean;
}) {
  return (
    <div ref={viewportRef} className="overflow-hidden" role="region" aria-roledescription="carousel" aria-label={label}>
      <div className={`flex touch-pan-y ${gapped ? "-ml-4" : ""}`}>{children}</div>
    </div>
  );
}

/** One slide: announced as "n of count"; `className` sets its width (and `pl-4` in a gapped carousel). */
export function CarouselSlide({
  index,
  count,
  className = "basis-full",
  children,
}: {
  index: number;
  count: number;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div
      role="group"
      aria-roledescription="slide"
      aria-label={`${index + 1} of ${count}`}
      className={`min-w-0 shrink-0 grow-0 ${className}`}
    >
      {children}
    </div>
  );
}
