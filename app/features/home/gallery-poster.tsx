import type { ServiceTab } from "~/content/service-types";

export const galleryImageSize = { width: 800, height: 500 };

/** A service gallery's first image alone, as it looks before its carousel is running. */
export function GalleryPoster({ service }: { service: ServiceTab }) {
  const [first] = service.gallery;
  // A published service has three pictures (domain/content/site-documents.ts); the type cannot say so.
  if (!first) return null;
  return (
    <div>
      <div className="overflow-hidden rounded-3xl bg-brand-50">
        <img src={first.src} alt={first.alt} {...galleryImageSize} className="aspect-[8/5] w-full" />
      </div>
      {/* Where the carousel's dots will be. */}
      <div className="mt-4 h-6" />
    </div>
  );
}
