import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderGarmentSvg } from '../../src/demo/garment-art';
import { pictureOriginal } from '../../src/demo/picture-originals';
import { renderOriginal } from '../../src/media/render-image';

describe('renderOriginal', () => {
  it('draws a stored drawing at the width asked for, not enlarged from its stored size', async () => {
    const art = {
      shape: 'lehenga',
      color: '#0d5a3a',
      accent: '#d4af37',
      motif: 'paisley',
      view: 'styled',
    } as const;
    // Stored at 300 x 400; the largest render is more than three times that.
    const original = pictureOriginal(art).bytes;
    for (const width of [240, 1080]) {
      const height = (width * 4) / 3;
      const rendered = await renderOriginal(original, width);
      expect(await sharp(rendered).metadata()).toMatchObject({ format: 'webp', width, height });
      const drawnAtSize = Buffer.from(renderGarmentSvg(art, width, height));
      expect(rendered.equals(await renderOriginal(drawnAtSize, width)), `${width} px`).toBe(true);
    }
  });
});
