import { isDefaultFocal, mediaImageOf, type FocalPoint } from '@livefully/contracts/media-paths';

export type ResponsiveImageProps = {
  src: string;
  alt: string;
  /** How wide the image is drawn, for the browser's choice in `srcset` (the `sizes` attribute). */
  sizes: string;
  /** The size written when the image is not from the library (a site path, an https URL). */
  width?: number;
  height?: number;
  /** The page's largest image above the fold (a hero, the first card): fetched first, never lazily. */
  priority?: boolean;
  className?: string | undefined;
  /** The library image's focal point (docs/media.md): a box that crops the image (`object-fit: cover`) keeps it in view. */
  focal?: FocalPoint | undefined;
};

/** Keeps `<picture>` out of the layout: the image is laid out as if it stood alone. */
const PICTURE_STYLE = { display: 'contents' } as const;

/** `object-position` at the focal point; nothing at the centre, which is the browser's own. A few bytes on the page. */
function focalStyle(focal: FocalPoint | undefined): { objectPosition: string } | undefined {
  if (!focal || isDefaultFocal(focal)) return undefined;
  const percent = (value: number) => `${Math.round(value * 1000) / 10}%`;
  return { objectPosition: `${percent(focal.x)} ${percent(focal.y)}` };
}

/**
 * An image of a page. One from the media library (docs/media.md) is a `<picture>` of its AVIF and
 * WebP variants with `srcset`/`sizes`, the browser taking the smallest that fills its box, and
 * its own width and height, so the space is kept before it arrives (no layout shift); any other
 * image is a plain `<img>` with the given size. Below the fold it loads lazily and is decoded on
 * the side; the priority image is fetched first and decoded with the frame that shows it.
 */
export function ResponsiveImage({ src, alt, sizes, width = 1200, height = 630, priority = false, className, focal }: ResponsiveImageProps) {
  // The priority image is decoded as the browser paints the page (not on the side, a frame or
  // more later), so it shows in the same frame as the text around it: the page's LCP, often.
  const loading = priority ? { fetchPriority: 'high' as const } : { decoding: 'async' as const, loading: 'lazy' as const };
  const media = mediaImageOf(src);
  if (!media) {
    return <img className={className} src={src} alt={alt} width={width} height={height} {...loading} />;
  }
  const widest = media.srcSet.webp.split(', ').pop()!.split(' ')[0]!;
  return (
    <picture style={PICTURE_STYLE}>
      <source type="image/avif" srcSet={media.srcSet.avif} sizes={sizes} />
      <source type="image/webp" srcSet={media.srcSet.webp} sizes={sizes} />
      <img className={className} src={widest} alt={alt} width={media.width} height={media.height} style={focalStyle(focal)} {...loading} />
    </picture>
  );
}
