type AvatarProps = {
  src: string;
  /** Its width and height in pixels; `className` gives the matching size class. */
  size: number;
  className: string;
  /** Off for a photo in the first screen. */
  lazy?: boolean;
};

/** A person's round photo. It is decorative: their name always stands beside it. */
export function Avatar({ src, size, className, lazy = true }: AvatarProps) {
  return (
    <img
      src={src}
      alt=""
      width={size}
      height={size}
      loading={lazy ? "lazy" : undefined}
      className={`${className} rounded-full`}
    />
  );
}
