import { CarouselDots, CarouselSlide, CarouselViewport, useCarousel } from "~/components/ui/carousel";
import type { ServiceTab } from "~/content/service-types";

import { galleryImageSize } from "./gallery-poster";

const galleryAdvanceMs = 3000;

/** The service's three images, rotating every 3 s (marketing specification, "Services section"). */
export default function ServiceGallery({ service }: { service: ServiceTab }) {
  const carousel = useCarousel({ autoplayMs: galleryAdvanceMs });
  return (
    <div>
      <div className="overflow-hidden rounded-3xl bg-brand-50">
        <CarouselViewport viewportRef={carousel.viewportRef} label={`${service.title} gallery`}>
          {service.gallery.map((image, index) => (
            <CarouselSlide key={image.src} index={index} count={service.gallery.length} className="basis-full">
              <img
                src={image.src}
                alt={image.alt}
                {...galleryImageSize}
                loading={index === 0 ? "eager" : "lazy"}
                className="aspect-[8/5] w-full"
              />
            </CarouselSlide>
          ))}
        </CarouselViewport>
      </div>
      <CarouselDots
        label="image"
        className="mt-4"
        count={carousel.snapCount}
        selected={carousel.selected}
        onSelect={carousel.scrollTo}
      />
    </div>
  );
}
