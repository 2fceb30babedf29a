import { mediaImageOf } from '@livefully/contracts/media-paths';
import type { ComponentProps } from 'react';
import { ResponsiveImage } from '../responsive-image';

/** A body's image spans the article column. */
const BODY_SIZES = '(min-width: 46rem) 46rem, 100vw';

/**
 * An image of a markdown body: one from the media library gets its variants, size and lazy
 * loading (ResponsiveImage); any other loads lazily as it is.
 */
export function MarkdownImage({ src, alt }: ComponentProps<'img'>) {
  const path = typeof src === 'string' ? src : '';
  if (mediaImageOf(path)) return <ResponsiveImage src={path} alt={alt ?? ''} sizes={BODY_SIZES} />;
  return <img src={path} alt={alt ?? ''} loading="lazy" decoding="async" />;
}
