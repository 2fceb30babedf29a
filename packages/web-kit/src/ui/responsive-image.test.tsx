import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { ResponsiveImage } from './responsive-image';

const id = '0b7c5a0e-8f43-4d5e-9a57-1c2b3d4e5f60';

describe('ResponsiveImage', () => {
  it('draws a library image as a picture of AVIF and WebP srcsets, with its own size', () => {
    const out = renderToStaticMarkup(
      <ResponsiveImage src={`/media/${id}/original-2400x1200.png`} alt="A harbour" sizes="100vw" className="hero" priority />,
    );
    expect(out).toBe(
      `<picture style="display:contents">` +
        `<source type="image/avif" srcSet="/media/${id}/320.avif 320w, /media/${id}/640.avif 640w, /media/${id}/960.avif 960w, /media/${id}/1280.avif 1280w, /media/${id}/1920.avif 1920w" sizes="100vw"/>` +
        `<source type="image/webp" srcSet="/media/${id}/320.webp 320w, /media/${id}/640.webp 640w, /media/${id}/960.webp 960w, /media/${id}/1280.webp 1280w, /media/${id}/1920.webp 1920w" sizes="100vw"/>` +
        `<img class="hero" src="/media/${id}/1920.webp" alt="A harbour" width="2400" height="1200" fetchPriority="high"/>` +
        `</picture>`,
    );
  });

  it('loads below the fold lazily, and draws any other image as it is at the size given', () => {
    const out = renderToStaticMarkup(<ResponsiveImage src="/images/sunday-soup-pot.svg" alt="Soup" sizes="100vw" />);
    expect(out).toBe('<img src="/images/sunday-soup-pot.svg" alt="Soup" width="1200" height="630" decoding="async" loading="lazy"/>');
  });

  it('keeps the focal point in view of a cropping box with object-position, and writes nothing for the centre', () => {
    const src = `/media/${id}/original-2400x1200.png`;
    const moved = renderToStaticMarkup(<ResponsiveImage src={src} alt="A harbour" sizes="100vw" focal={{ x: 0.3, y: 0.725 }} />);
    expect(moved).toContain('style="object-position:30% 72.5%"');
    const centred = renderToStaticMarkup(<ResponsiveImage src={src} alt="A harbour" sizes="100vw" focal={{ x: 0.5, y: 0.5 }} />);
    expect(centred).not.toContain('object-position');
  });
});
