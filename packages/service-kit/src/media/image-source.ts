import sharp, { type OutputInfo, type Sharp, type SharpOptions } from 'sharp';
import { MEDIA_MAX_VARIANT_PIXELS } from '@livefully/contracts';

/** An upload's pixels, opened afresh for each file made of it. */
export interface ImageSource {
  /**
   * The image upright. A photo is decoded at its own size (`scale` in the answer is 1); a drawing
   * is drawn at `scale` of its size, or smaller when that would pass its budget, and the answer
   * says at which.
   */
  open(scale?: number, options?: { animated?: boolean }): Promise<{ image: Sharp; scale: number }>;
}

/** SVG is drawn at 72 dpi × scale; libvips takes a density from 1 dpi up. */
const BASE_DENSITY = 72;

/**
 * What drawing an SVG may hold, in pixels of the pictures it holds at once: the drawing and one
 * picture for each filter step (4 bytes a pixel, so about 32 MB). A drawing whose filters would
 * pass it is drawn smaller and scaled to the file's size.
 */
export const SVG_DRAW_PIXELS = 8_000_000;

export interface SourceOptions {
  maxPixels: number;
  /** An SVG: its size at 72 dpi and its filter steps. */
  drawing?: { width: number; height: number; filterSteps: number };
}

export function imageSource(bytes: Buffer, { maxPixels, drawing }: SourceOptions): ImageSource {
  const decode = (options: SharpOptions) =>
    sharp(bytes, {
      // Every decode is bounded as the header check was: a file whose pixels disagree with its header stops here.
      limitInputPixels: maxPixels,
      failOn: 'error',
      // Read top to bottom once: libvips keeps a few lines, not the whole picture, when a step allows it.
      sequentialRead: true,
      autoOrient: true,
      ...options,
    });
  if (!drawing) return { open: async (_scale, { animated = false } = {}) => ({ image: decode({ animated }), scale: 1 }) };
  const budget = Math.min(MEDIA_MAX_VARIANT_PIXELS, SVG_DRAW_PIXELS / (2 + drawing.filterSteps));
  const largest = Math.sqrt(budget / (drawing.width * drawing.height));
  // The last drawing is kept: the files of a large drawing are often all made from the same one.
  let last: { density: number; drawn: Promise<{ data: Buffer; info: OutputInfo }> } | undefined;
  return {
    async open(scale = 1) {
      const density = Math.max(1, BASE_DENSITY * Math.min(scale, largest));
      // Drawn once into memory: libvips would draw the SVG again for every region a later step asks for.
      if (last?.density !== density) last = { density, drawn: decode({ density }).raw().toBuffer({ resolveWithObject: true }) };
      const { data, info } = await last.drawn;
      return { image: sharp(data, { raw: info }), scale: density / BASE_DENSITY };
    },
  };
}
