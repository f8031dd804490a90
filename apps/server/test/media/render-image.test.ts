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
      const rendered = await renderOriginal(original, width, 'webp');
      expect(await sharp(rendered).metadata()).toMatchObject({ format: 'webp', width, height });
      const drawnAtSize = Buffer.from(renderGarmentSvg(art, width, height));
      expect(rendered.equals(await renderOriginal(drawnAtSize, width, 'webp')), `${width} px`).toBe(
        true,
      );
    }
  });

  it('draws AVIF a third smaller than WebP, at the same size', async () => {
    const original = pictureOriginal({
      shape: 'saree',
      color: '#7a1f2b',
      accent: '#d4af37',
      motif: 'buti',
      view: 'styled',
    }).bytes;
    const webp = await renderOriginal(original, 360, 'webp');
    const avif = await renderOriginal(original, 360, 'avif');
    expect(await sharp(avif).metadata()).toMatchObject({
      format: 'heif',
      compression: 'av1',
      width: 360,
      height: 480,
    });
    expect(avif.length).toBeLessThan(webp.length * 0.8);
  });
});
