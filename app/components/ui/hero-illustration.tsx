/**
 * The picture beside a hero's title. It is the page's largest paint, so the browser fetches it
 * before anything else.
 */
export function HeroIllustration({ src, alt, className = "" }: { src: string; alt: string; className?: string }) {
  return (
    <img
      src={src}
      alt={alt}
      width={640}
      height={480}
      fetchPriority="high"
      className={`${className} w-full rounded-3xl`.trim()}
    />
  );
}
