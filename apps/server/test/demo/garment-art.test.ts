import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { GARMENT_TYPES } from '@kesariya/shared';
import { renderGarmentSvg } from '../../src/demo/garment-art';
import type { GarmentArtSpec } from '../../src/demo/types';

const SHAPES = GARMENT_TYPES;
const VIEWS: GarmentArtSpec['view'][] = ['front', 'detail', 'styled'];

/** Share of pixels within a small distance of the given colour. */
async function shareOfColour(svg: string, hex: string): Promise<number> {
  const { data, info } = await sharp(Buffer.from(svg))
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const n = Number.parseInt(hex.slice(1), 16);
  const target = [(n >> 16) & 255, (n >> 8) & 255, n & 255];
  let near = 0;
  for (let i = 0; i < data.length; i += info.channels) {
    const d =
      Math.abs(data[i]! - target[0]!) +
      Math.abs(data[i + 1]! - target[1]!) +
      Math.abs(data[i + 2]! - target[2]!);
    if (d < 60) near++;
  }
  return near / (data.length / info.channels);
}

describe('renderGarmentSvg', () => {
  it('returns the same document for the same spec', () => {
    const spec: GarmentArtSpec = {
      shape: 'saree',
      color: '#7b1e2b',
      accent: '#d4af37',
      motif: 'border',
      view: 'front',
    };
    expect(renderGarmentSvg(spec, 300, 400)).toBe(renderGarmentSvg({ ...spec }, 300, 400));
  });

  it('draws a self-contained SVG without text, scripts, filters or external references', () => {
    for (const shape of SHAPES) {
      for (const view of VIEWS) {
        const svg = renderGarmentSvg(
          { shape, color: '#2f3b85', accent: '#f6efdc', motif: 'paisley', view },
          240,
          320,
        );
        expect(
          svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="240" height="320"'),
        ).toBe(true);
        expect(svg).not.toMatch(/<text|<script|<filter|<image|href="http/);
      }
    }
  });

  it('refuses colours that are not #rrggbb instead of writing them into the markup', () => {
    const svg = renderGarmentSvg(
      { shape: 'kurta', color: '"/><script>', accent: 'red', motif: 'buti', view: 'front' },
      100,
      133,
    );
    expect(svg).not.toContain('<script>');
  });

  it.each(SHAPES)('renders %s in every view with sharp, in the garment colour', async (shape) => {
    for (const view of VIEWS) {
      for (const motif of ['plain', 'buti', 'border'] as const) {
        const svg = renderGarmentSvg(
          { shape, color: '#0d5a3a', accent: '#d4af37', motif, view },
          150,
          200,
        );
        const png = await sharp(Buffer.from(svg)).png().toBuffer();
        const stats = await sharp(png).stats();
        expect(stats.isOpaque).toBe(true);
        // Not a flat image: the channels vary across the picture.
        expect(stats.channels.some((ch) => ch.stdev > 20)).toBe(true);
        const share = await shareOfColour(svg, '#0d5a3a');
        expect(share, `${shape} ${view} ${motif}`).toBeGreaterThan(view === 'detail' ? 0.15 : 0.03);
      }
    }
  });
});
