type CoverImageProps = {
  src: string;
  /** Empty where the post's title, beside it, says all the picture would. */
  alt: string;
  /** Lazily loaded unless it is in the first screen (it may then be the page's largest paint). */
  loading?: "eager" | "lazy";
  className?: string;
};

/** A blog post's 16:9 cover picture. */
export function CoverImage({ src, alt, loading, className = "" }: CoverImageProps) {
  return (
    <img
      src={src}
      alt={alt}
      width={640}
      height={360}
      loading={loading}
      className={`${className} aspect-video w-full object-cover`.trim()}
    />
  );
}
