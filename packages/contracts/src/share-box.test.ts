import { describe, expect, it } from 'vitest';
import { shareBox } from './share-box.js';

describe('the share image box around a focal point', () => {
  it('is the largest 1200:630 box, centred on the focal point when the edges allow', () => {
    // 2400×2400: the box is the full width and 1260 high; only its top moves.
    expect(shareBox(2400, 2400)).toEqual({ left: 0, top: 570, width: 2400, height: 1260 });
    expect(shareBox(2400, 2400, { x: 0.5, y: 0.4 })).toEqual({ left: 0, top: 330, width: 2400, height: 1260 });
    // 4000×1000: the box is 1905 wide and the full height; only its left moves.
    expect(shareBox(4000, 1000, { x: 0.3, y: 0.9 })).toEqual({ left: 248, top: 0, width: 1905, height: 1000 });
  });

  it('stops at the edges: a focal point in a corner puts the box in that corner', () => {
    expect(shareBox(2400, 2400, { x: 0, y: 0 })).toEqual({ left: 0, top: 0, width: 2400, height: 1260 });
    expect(shareBox(2400, 2400, { x: 1, y: 1 })).toEqual({ left: 0, top: 1140, width: 2400, height: 1260 });
    expect(shareBox(4000, 1000, { x: 1, y: 0 })).toEqual({ left: 2095, top: 0, width: 1905, height: 1000 });
    expect(shareBox(4000, 1000, { x: 0.05, y: 1 })).toEqual({ left: 0, top: 0, width: 1905, height: 1000 });
  });

  it('is the whole image when it already has the share shape, wherever the focal point is', () => {
    expect(shareBox(1200, 630, { x: 0.1, y: 0.9 })).toEqual({ left: 0, top: 0, width: 1200, height: 630 });
  });

  it('keeps at least a pixel of a tiny or thin image, inside it', () => {
    expect(shareBox(1, 1, { x: 1, y: 1 })).toEqual({ left: 0, top: 0, width: 1, height: 1 });
    // A 1×250 strip: one pixel wide, one pixel high box, moved down to the focal point.
    expect(shareBox(1, 250, { x: 0.5, y: 0.8 })).toEqual({ left: 0, top: 200, width: 1, height: 1 });
    // A 3000×2 band: the box is 4×2, centred on x = 2997, then held inside the right edge.
    expect(shareBox(3000, 2, { x: 0.999, y: 0.5 })).toEqual({ left: 2995, top: 0, width: 4, height: 2 });
    expect(shareBox(3000, 2, { x: 1, y: 0.5 })).toEqual({ left: 2996, top: 0, width: 4, height: 2 });
    for (const [width, height] of [
      [1, 1],
      [1, 250],
      [3000, 2],
      [7, 5000],
    ] as const) {
      for (const focal of [
        { x: 0, y: 0 },
        { x: 1, y: 1 },
        { x: 0.5, y: 0.5 },
      ]) {
        const box = shareBox(width, height, focal);
        expect(box.left + box.width).toBeLessThanOrEqual(width);
        expect(box.top + box.height).toBeLessThanOrEqual(height);
        expect(Math.min(box.left, box.top, box.width - 1, box.height - 1)).toBeGreaterThanOrEqual(0);
      }
    }
  });
});
