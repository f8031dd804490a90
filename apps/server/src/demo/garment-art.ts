import type { GarmentType } from '@kesariya/shared';
import type { GarmentArtSpec, Motif } from './types';

/**
 * Draws the demo's product and category pictures: a recognisable garment silhouette in the
 * product's colour with its motif, as a complete SVG document. Pure and deterministic. The seed
 * stores each drawing as its picture's original (./picture-originals.ts); from there the media
 * service renders it like any other stored original.
 *
 * Everything is drawn in a fixed 300 x 400 (3:4) space and scaled to the requested size. Only
 * paths, gradients, patterns, clip paths and opacity are used: librsvg (inside sharp) renders
 * those identically everywhere, while filters and text would depend on the machine.
 */

const VIEW_W = 300;
const VIEW_H = 400;
const FALLBACK_COLOR = '#7b1e2b';
const FALLBACK_ACCENT = '#d4af37';

// ---------------------------------------------------------------------------------------------
// Colour helpers

function safeHex(value: string, fallback: string): string {
  // Colours are interpolated into markup, so anything but #rrggbb is replaced.
  return /^#[0-9a-fA-F]{6}$/.test(value) ? value.toLowerCase() : fallback;
}

function rgb(hex: string): [number, number, number] {
  const n = Number.parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  const c = (v: number): string =>
    Math.round(Math.min(255, Math.max(0, v)))
      .toString(16)
      .padStart(2, '0');
  return `#${c(r)}${c(g)}${c(b)}`;
}

function mix(a: string, b: string, t: number): string {
  const x = rgb(a);
  const y = rgb(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const darken = (hex: string, t: number): string => mix(hex, '#000000', t);
const lighten = (hex: string, t: number): string => mix(hex, '#ffffff', t);

function luminance(hex: string): number {
  const [r, g, b] = rgb(hex);
  return (0.299 * r + 0.587 * g + 0.114 * b) / 255;
}

interface Palette {
  base: string;
  /** Edge and seam lines: dark enough to read on ivory fabric, soft on dark fabric. */
  line: string;
  shadow: string;
  blouse: string;
  accent: string;
  accentDark: string;
  accentLight: string;
  /** Churidar / pyjama under men's and kids' kurtas: ivory unless the kurta is already pale. */
  bottom: string;
  /** A sheer dupatta that contrasts with the outfit. */
  dupatta: string;
  light: boolean;
}

/** 0 for greys, black and white; towards 1 for vivid colours. */
function saturation(hex: string): number {
  const [r, g, b] = rgb(hex);
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  return max === 0 ? 0 : (max - min) / max;
}

function palette(color: string, accent: string): Palette {
  const light = luminance(color) > 0.72;
  // A grey dupatta looks dull: neutral outfits get one tinted by the accent instead.
  const dupatta =
    saturation(color) < 0.18
      ? mix(accent, light ? '#ffffff' : color, 0.35)
      : light
        ? mix(accent, '#ffffff', 0.4)
        : lighten(color, 0.28);
  return {
    base: color,
    line: light ? darken(color, 0.38) : darken(color, 0.5),
    shadow: darken(color, 0.35),
    blouse: light ? darken(color, 0.1) : darken(color, 0.18),
    accent,
    accentDark: darken(accent, 0.35),
    accentLight: lighten(accent, 0.45),
    bottom: light ? '#d9c6a2' : '#f3ecdc',
    dupatta,
    light,
  };
}

// ---------------------------------------------------------------------------------------------
// Path helpers: every path here uses absolute M/L/Q/C/Z, so x coordinates come in pairs.

/** Mirrors a path around the vertical centre line (x -> 300 - x). */
function mirror(d: string): string {
  let index = 0;
  return d.replace(/-?\d+(?:\.\d+)?/g, (num) => {
    const isX = index++ % 2 === 0;
    return isX ? String(VIEW_W - Number(num)) : num;
  });
}

function quadPoint(
  p0: [number, number],
  p1: [number, number],
  p2: [number, number],
  t: number,
): [number, number] {
  const u = 1 - t;
  return [
    u * u * p0[0] + 2 * u * t * p1[0] + t * t * p2[0],
    u * u * p0[1] + 2 * u * t * p1[1] + t * t * p2[1],
  ];
}

const f = (n: number): string => String(Math.round(n * 10) / 10);

// ---------------------------------------------------------------------------------------------
// Drawing context: collects <defs> and the garment's silhouette (for the styled view's shadow).

type Folds = 'soft' | 'deep' | 'none';

interface FabricOptions {
  fill?: string;
  /** Draw the product motif on this piece. */
  motif?: boolean;
  folds?: Folds;
  opacity?: number;
  /** Part of the outline that casts the styled view's shadow. */
  solid?: boolean;
  stroke?: boolean;
}

class Canvas {
  readonly defs: string[] = [];
  readonly silhouettes: string[] = [];
  private counter = 0;
  /** Transform of the group being drawn, so shadows land where the cloth is. */
  private transform = '';

  constructor(
    readonly p: Palette,
    readonly motif: Motif,
  ) {}

  private nextId(prefix: string): string {
    this.counter += 1;
    return `${prefix}${this.counter}`;
  }

  /** A piece of cloth: flat colour, then motif, folds and light, then its edge line. */
  fabric(d: string, options: FabricOptions = {}): string {
    const {
      fill = this.p.base,
      motif = true,
      folds = 'soft',
      opacity = 1,
      solid = true,
      stroke = true,
    } = options;
    if (solid) {
      this.silhouettes.push(
        this.transform ? `<path d="${d}" transform="${this.transform}"/>` : `<path d="${d}"/>`,
      );
    }
    const layers = [`<path d="${d}" fill="${fill}"/>`];
    if (motif && this.motif !== 'plain') layers.push(`<path d="${d}" fill="url(#motif)"/>`);
    if (folds !== 'none') layers.push(`<path d="${d}" fill="url(#folds-${folds})"/>`);
    layers.push(`<path d="${d}" fill="url(#light)"/>`);
    if (stroke) {
      layers.push(
        `<path d="${d}" fill="none" stroke="${this.p.line}" stroke-width="1.1" stroke-linejoin="round" stroke-opacity="0.55"/>`,
      );
    }
    const body = layers.join('');
    return opacity < 1 ? `<g opacity="${opacity}">${body}</g>` : body;
  }

  /** Draws `draw` inside a transformed group (and remembers it for the silhouettes). */
  group(transform: string, draw: () => string): string {
    const outer = this.transform;
    this.transform = `${outer} ${transform}`.trim();
    const body = draw();
    this.transform = outer;
    return `<g transform="${transform}">${body}</g>`;
  }

  clip(d: string): string {
    const id = this.nextId('c');
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return id;
  }

  /**
   * A woven zari-style band along a path (usually a hem curve), clipped to the cloth it sits on:
   * a solid band, darker edge lines and a row of bright "woven" dots down the middle.
   */
  band(d: string, width: number, clipTo: string | null, vertical = false): string {
    const { accent, accentDark, accentLight } = this.p;
    const off = width * 0.36;
    const shift = (v: number): string =>
      vertical ? `translate(${f(v)} 0)` : `translate(0 ${f(v)})`;
    const dots = Math.max(1.2, width * 0.22);
    const inner = [
      `<path d="${d}" fill="none" stroke="${accent}" stroke-width="${f(width)}"/>`,
      `<path d="${d}" fill="none" stroke="${accentDark}" stroke-width="${f(width * 0.12)}" stroke-opacity="0.8" transform="${shift(-off)}"/>`,
      `<path d="${d}" fill="none" stroke="${accentDark}" stroke-width="${f(width * 0.12)}" stroke-opacity="0.8" transform="${shift(off)}"/>`,
      `<path d="${d}" fill="none" stroke="${accentLight}" stroke-width="${f(dots)}" stroke-linecap="round" stroke-dasharray="0.1 ${f(dots * 2.4)}"/>`,
    ].join('');
    if (!clipTo) return inner;
    return `<g clip-path="url(#${this.clip(clipTo)})">${inner}</g>`;
  }

  /** A thin trim line (neckline piping, cuff edge). */
  trim(d: string, width = 2.2, color = this.p.accent): string {
    return `<path d="${d}" fill="none" stroke="${color}" stroke-width="${width}" stroke-linecap="round" stroke-linejoin="round"/>`;
  }

  /** Alternating darker panels (kalis) of a flared skirt between a waist line and a curved hem. */
  kalis(
    waist: [number, number, number],
    hem: { left: [number, number]; control: [number, number]; right: [number, number] },
    count: number,
    clipTo: string,
  ): string {
    const [wl, wr, wy] = waist;
    const parts: string[] = [];
    for (let k = 0; k < count; k++) {
      const a = k / count;
      const b = (k + 1) / count;
      const top1 = wl + (wr - wl) * a;
      const top2 = wl + (wr - wl) * b;
      const bot1 = quadPoint(hem.left, hem.control, hem.right, a);
      const bot2 = quadPoint(hem.left, hem.control, hem.right, b);
      const d = `M ${f(top1)} ${wy} L ${f(top2)} ${wy} L ${f(bot2[0])} ${f(bot2[1] + 4)} L ${f(bot1[0])} ${f(bot1[1] + 4)} Z`;
      if (k % 2 === 1) parts.push(`<path d="${d}" fill="#000" fill-opacity="0.07"/>`);
      parts.push(
        `<path d="M ${f(top1)} ${wy} L ${f(bot1[0])} ${f(bot1[1] + 4)}" stroke="${this.p.line}" stroke-opacity="0.25" stroke-width="0.8" fill="none"/>`,
      );
    }
    return `<g clip-path="url(#${this.clip(clipTo)})">${parts.join('')}</g>`;
  }

  /** Small round buttons down a placket. */
  buttons(x: number, fromY: number, toY: number, count: number, r = 2.6): string {
    const out: string[] = [];
    for (let i = 0; i < count; i++) {
      const y = count === 1 ? fromY : fromY + ((toY - fromY) * i) / (count - 1);
      out.push(
        `<circle cx="${f(x)}" cy="${f(y)}" r="${r}" fill="${this.p.accent}" stroke="${this.p.accentDark}" stroke-width="0.7"/>`,
        `<circle cx="${f(x - r * 0.3)}" cy="${f(y - r * 0.3)}" r="${f(r * 0.35)}" fill="#fff" fill-opacity="0.55"/>`,
      );
    }
    return out.join('');
  }

  /** Tassels hanging from the points given. */
  tassels(points: [number, number][], length = 10): string {
    return points
      .map(
        ([x, y]) =>
          `<path d="M ${f(x)} ${f(y)} L ${f(x)} ${f(y + length * 0.35)}" stroke="${this.p.accentDark}" stroke-width="0.8"/>` +
          `<path d="M ${f(x - 1.8)} ${f(y + length * 0.35)} L ${f(x + 1.8)} ${f(y + length * 0.35)} L ${f(x + 2.4)} ${f(y + length)} L ${f(x - 2.4)} ${f(y + length)} Z" fill="${this.p.accent}" stroke="${this.p.accentDark}" stroke-width="0.5"/>`,
      )
      .join('');
  }
}

// ---------------------------------------------------------------------------------------------
// Shared <defs>: fold shading, light and the motif patterns.

function stops(list: [number, string, number][]): string {
  return list
    .map(([o, c, a]) => `<stop offset="${o}" stop-color="${c}" stop-opacity="${a}"/>`)
    .join('');
}

function sharedDefs(p: Palette, motif: Motif): string {
  const foldsSoft = stops([
    [0, '#000', 0.22],
    [0.16, '#fff', 0.07],
    [0.5, '#fff', 0],
    [0.8, '#fff', 0.06],
    [1, '#000', 0.22],
  ]);
  const foldsDeep = stops([
    [0, '#000', 0.3],
    [0.1, '#fff', 0.08],
    [0.2, '#000', 0.14],
    [0.33, '#fff', 0.1],
    [0.46, '#000', 0.1],
    [0.58, '#fff', 0.1],
    [0.7, '#000', 0.13],
    [0.84, '#fff', 0.08],
    [1, '#000', 0.3],
  ]);
  const light = stops([
    [0, '#fff', 0.12],
    [0.45, '#fff', 0],
    [1, '#000', 0.14],
  ]);
  return [
    `<linearGradient id="folds-soft" x1="0" y1="0" x2="1" y2="0">${foldsSoft}</linearGradient>`,
    `<linearGradient id="folds-deep" x1="0" y1="0" x2="1" y2="0">${foldsDeep}</linearGradient>`,
    `<linearGradient id="light" x1="0" y1="0" x2="0" y2="1">${light}</linearGradient>`,
    motifPattern(p, motif),
  ].join('');
}

/** The motif as a repeating tile in garment space (so the close-up view magnifies it). */
function motifPattern(p: Palette, motif: Motif): string {
  const a = p.accent;
  const tile = (size: number, body: string, w = size, h = size): string =>
    `<pattern id="motif" patternUnits="userSpaceOnUse" width="${w}" height="${h}">${body}</pattern>`;
  const flower = (cx: number, cy: number, r: number, fill: string, centre: string): string => {
    const petals: string[] = [];
    for (let i = 0; i < 5; i++) {
      const ang = (i * 72 * Math.PI) / 180;
      petals.push(
        `<ellipse cx="${f(cx + Math.sin(ang) * r)}" cy="${f(cy - Math.cos(ang) * r)}" rx="${f(r * 0.62)}" ry="${f(r * 0.95)}" transform="rotate(${i * 72} ${f(cx + Math.sin(ang) * r)} ${f(cy - Math.cos(ang) * r)})" fill="${fill}"/>`,
      );
    }
    return petals.join('') + `<circle cx="${cx}" cy="${cy}" r="${f(r * 0.55)}" fill="${centre}"/>`;
  };
  const paisley = (x: number, y: number, s: number, rot: number): string =>
    `<g transform="translate(${x} ${y}) rotate(${rot}) scale(${s})">` +
    `<path d="M 0 6 C -5 6 -6 0 -2.5 -2.5 C 0 -4.2 1.2 -6.5 0.2 -9 C 5 -6.5 6.2 -0.5 3.8 3.4 C 2.8 5.2 1.5 6 0 6 Z" fill="${a}"/>` +
    `<path d="M 0 3.6 C -2.6 3.6 -3.2 0.4 -1.2 -0.9 C 0 -1.7 0.6 -2.8 0.3 -4 C 2.6 -2.6 3 0.4 1.8 2.1 C 1.2 3.1 0.6 3.6 0 3.6 Z" fill="${p.base}" fill-opacity="0.85"/>` +
    `<circle cx="0.4" cy="1.2" r="1.1" fill="${a}"/></g>`;
  switch (motif) {
    case 'buti':
      return tile(16, flower(4, 4, 1.5, a, p.accentLight) + flower(12, 12, 1.5, a, p.accentLight));
    case 'floral':
      return tile(
        26,
        flower(7, 8, 2.6, a, p.accentDark) +
          `<ellipse cx="12.5" cy="12" rx="1.4" ry="3.2" transform="rotate(-50 12.5 12)" fill="${a}" fill-opacity="0.7"/>` +
          `<ellipse cx="3" cy="13.5" rx="1.2" ry="2.8" transform="rotate(40 3 13.5)" fill="${a}" fill-opacity="0.7"/>` +
          flower(20, 21, 1.8, a, p.accentDark),
      );
    case 'paisley':
      return tile(
        24,
        paisley(6, 8, 0.75, -20) +
          paisley(18, 20, 0.75, 160) +
          `<circle cx="18" cy="6" r="0.9" fill="${a}"/><circle cx="6" cy="19" r="0.9" fill="${a}"/>`,
      );
    case 'stripes':
      return tile(
        12,
        `<rect x="0" y="0" width="3" height="12" fill="${a}" fill-opacity="0.85"/><rect x="6.5" y="0" width="1" height="12" fill="${a}" fill-opacity="0.6"/>`,
      );
    case 'checks':
      return tile(
        14,
        `<rect x="0" y="0" width="14" height="3.2" fill="${a}" fill-opacity="0.45"/><rect x="0" y="0" width="3.2" height="14" fill="${a}" fill-opacity="0.45"/><rect x="8" y="0" width="0.8" height="14" fill="${a}" fill-opacity="0.5"/><rect x="0" y="8" width="14" height="0.8" fill="${a}" fill-opacity="0.5"/>`,
      );
    case 'border':
      // The border carries the design; the body gets sparse woven butis.
      return tile(26, flower(6, 6, 1.3, a, p.accentLight) + flower(19, 19, 1.3, a, p.accentLight));
    case 'plain':
      return tile(4, `<rect x="0" y="0" width="4" height="1" fill="#000" fill-opacity="0.03"/>`);
  }
}

// ---------------------------------------------------------------------------------------------
// Garments. Each draws itself centred in the 300 x 400 space, hanging from about y = 50.

/** Where the close-up view looks (garment coordinates) and how far it zooms. */
interface Focus {
  x: number;
  y: number;
  zoom: number;
}

interface Garment {
  draw(c: Canvas): string;
  focus: Focus;
  /** How the styled view presents it. */
  stand: 'hanger' | 'form' | 'rod' | 'clips';
  /** Kids' clothes hang lower on a smaller hanger: its top y and scale. */
  hangerAt?: { y: number; scale: number };
}

const hasBorder = (c: Canvas): boolean => c.motif === 'border';

function womensKurta(
  c: Canvas,
  hemY: number,
  flare: number,
  sleeve: 'three-quarter' | 'elbow',
): string {
  const sleeveEnd =
    sleeve === 'elbow'
      ? { ox: 236, oy: 140, ix: 214, iy: 150 }
      : { ox: 250, oy: 178, ix: 226, iy: 188 };
  const sleeveR = `M 196 60 Q 218 64 226 84 L ${sleeveEnd.ox} ${sleeveEnd.oy} L ${sleeveEnd.ix} ${sleeveEnd.iy} L 201 124 Z`;
  const sideX = 207 + flare * 0.4;
  const hemX = 212 + flare;
  const body = `M 127 50 Q 150 58 173 50 L 200 60 Q 204 88 203 118 L ${f(sideX)} ${f(hemY - 80)} L ${f(hemX)} ${hemY} Q 150 ${hemY + 7} ${f(300 - hemX)} ${hemY} L ${f(300 - sideX)} ${f(hemY - 80)} L 97 118 Q 96 88 100 60 Z`;
  const neck = 'M 127 50 Q 150 58 173 50 Q 166 80 150 94 Q 134 80 127 50 Z';
  const hem = `M ${f(300 - hemX - 4)} ${hemY} Q 150 ${hemY + 7} ${f(hemX + 4)} ${hemY}`;
  const cuffR = `M ${sleeveEnd.ox} ${sleeveEnd.oy} L ${sleeveEnd.ix} ${sleeveEnd.iy}`;
  const slit = (x1: number, x2: number): string =>
    `<path d="M ${f(x1)} ${f(hemY - 62)} L ${f(x2)} ${hemY + 1}" stroke="${c.p.line}" stroke-width="1.3" stroke-opacity="0.7"/>`;
  return [
    c.fabric(sleeveR, { folds: 'soft' }),
    c.fabric(mirror(sleeveR), { folds: 'soft' }),
    c.fabric(body, { folds: 'soft' }),
    `<path d="M 201 124 L 196 64 M 99 124 L 104 64" stroke="${c.p.line}" stroke-opacity="0.3" stroke-width="0.9" fill="none"/>`,
    hasBorder(c)
      ? c.band(hem.replace(/(\d+) Q/, '$1 Q'), 16, body) +
        c.band(`M 60 ${hemY - 24} L 240 ${hemY - 24}`, 3, body)
      : c.band(hem, 6, body),
    c.band(cuffR, 5, sleeveR) + c.band(mirror(cuffR), 5, mirror(sleeveR)),
    `<path d="${neck}" fill="${darken(c.p.base, 0.4)}"/>`,
    c.trim('M 127 50 Q 134 80 150 94 Q 166 80 173 50', 2.4),
    c.trim('M 150 94 L 150 128', 1.2, c.p.line),
    c.buttons(150, 102, 124, 3, 1.8),
    slit(sideX - 3, hemX - 4),
    slit(300 - sideX + 3, 300 - hemX + 4),
  ].join('');
}

const kurta: Garment = {
  draw: (c) => womensKurta(c, 336, 2, 'three-quarter'),
  focus: { x: 150, y: 300, zoom: 2.6 },
  stand: 'hanger',
};

const kurti: Garment = {
  draw: (c) => c.group('translate(0 18)', () => womensKurta(c, 262, 14, 'elbow')),
  focus: { x: 150, y: 250, zoom: 2.6 },
  stand: 'hanger',
  hangerAt: { y: 18, scale: 1 },
};

function anarkaliDress(c: Canvas, hemY = 352, full = 1): string {
  const hl = 150 - 112 * full;
  const hr = 150 + 112 * full;
  const sleeveR = 'M 194 60 Q 210 64 214 82 L 236 226 L 220 230 L 197 118 Z';
  const bodice =
    'M 128 50 Q 150 58 172 50 L 196 60 Q 200 90 197 116 L 186 152 L 114 152 L 103 116 Q 100 90 104 60 Z';
  const skirt = `M 114 150 L 186 150 L ${f(hr)} ${hemY} Q 150 ${hemY + 22} ${f(hl)} ${hemY} Z`;
  const hem = {
    left: [hl, hemY] as [number, number],
    control: [150, hemY + 22] as [number, number],
    right: [hr, hemY] as [number, number],
  };
  const hemCurve = (dy: number): string =>
    `M ${f(hl - 6)} ${f(hemY + dy)} Q 150 ${f(hemY + 22 + dy)} ${f(hr + 6)} ${f(hemY + dy)}`;
  return [
    c.fabric(sleeveR),
    c.fabric(mirror(sleeveR)),
    c.fabric(skirt, { folds: 'deep' }),
    c.kalis([114, 186, 150], hem, 12, skirt),
    c.band(hemCurve(0), 16, skirt),
    c.band(hemCurve(-22), 3.5, skirt),
    c.fabric(bodice),
    c.band('M 112 151 L 188 151', 6, null),
    c.band('M 236 226 L 220 230', 5, sleeveR) +
      c.band(mirror('M 236 226 L 220 230'), 5, mirror(sleeveR)),
    `<path d="M 128 50 Q 150 58 172 50 Q 166 78 150 84 Q 134 78 128 50 Z" fill="${darken(c.p.base, 0.4)}"/>`,
    c.trim('M 128 50 Q 134 78 150 84 Q 166 78 172 50', 2.6),
  ].join('');
}

const anarkali: Garment = {
  draw: (c) => anarkaliDress(c),
  focus: { x: 150, y: 330, zoom: 2.5 },
  stand: 'form',
};

function dressFormTorso(c: Canvas): string {
  const linen = '#e8dcc6';
  const torso =
    'M 140 38 L 160 38 L 160 56 Q 200 60 204 72 Q 208 100 196 128 Q 182 150 180 172 Q 190 196 190 218 L 110 218 Q 110 196 120 172 Q 118 150 104 128 Q 92 100 96 72 Q 100 60 140 56 Z';
  return (
    `<path d="${torso}" fill="${linen}" stroke="#b9a583" stroke-width="1"/>` +
    `<path d="${torso}" fill="url(#folds-soft)"/>` +
    `<ellipse cx="150" cy="38" rx="13" ry="4" fill="#8a6a48"/>` +
    `<rect x="147" y="22" width="6" height="16" fill="#6e5238"/>` +
    `<circle cx="150" cy="20" r="5" fill="#8a6a48"/>` +
    (c.p.light ? '' : '')
  );
}

const saree: Garment = {
  draw: (c) => {
    const pallu = 'M 98 70 Q 112 62 126 66 L 116 330 Q 96 336 74 330 Z';
    const skirt = 'M 116 166 Q 150 160 184 166 L 208 372 Q 150 380 94 372 Z';
    const pleatsX: [number, number][] = [];
    for (let i = 0; i < 7; i++) pleatsX.push([132 + i * 5.5, 114 + i * 10]);
    const pleats = pleatsX
      .map(
        ([x1, x2], i) =>
          `<path d="M ${f(x1)} 176 L ${f(x2)} 372 L ${f(x2 + 10)} 372 L ${f(x1 + 5.5)} 176 Z" fill="${i % 2 ? '#000' : '#fff'}" fill-opacity="${i % 2 ? 0.12 : 0.07}"/>` +
          `<path d="M ${f(x1)} 176 L ${f(x2)} 373" stroke="${c.p.line}" stroke-opacity="0.45" stroke-width="0.9"/>`,
      )
      .join('');
    const blouse =
      'M 112 62 Q 150 74 188 62 Q 200 66 206 76 L 212 104 L 198 108 L 192 96 L 190 128 Q 150 136 110 128 L 108 96 L 102 108 L 88 104 L 94 76 Q 100 66 112 62 Z';
    const front =
      'M 188 164 Q 194 186 196 212 Q 150 184 102 108 L 96 74 Q 112 62 132 64 Q 160 126 188 164 Z';
    const clipSkirt = skirt;
    return [
      // The pallu falls behind the left shoulder, so it is drawn first.
      c.fabric(pallu, { folds: 'deep' }),
      c.band('M 77 140 L 78 334', 7, pallu, true),
      c.band('M 120 70 L 113 332', 5, pallu, true),
      c.band('M 70 312 Q 96 318 122 312', 10, pallu),
      c.tassels(
        [
          [80, 332],
          [90, 334],
          [100, 334],
          [110, 332],
        ],
        11,
      ),
      dressFormTorso(c),
      c.fabric(skirt, { folds: 'soft' }),
      `<g clip-path="url(#${c.clip(clipSkirt)})">${pleats}</g>`,
      c.band('M 90 366 Q 150 376 212 366', 15, skirt),
      c.fabric(blouse, { fill: c.p.blouse, folds: 'soft' }),
      c.trim('M 120 66 Q 150 92 180 66', 2, c.p.accent),
      c.fabric(front, { folds: 'deep' }),
      c.band('M 186 162 Q 160 128 132 64', 6, front),
      c.band('M 196 214 Q 150 184 102 108', 6, front),
      `<path d="M 190 186 Q 156 148 120 86 M 192 200 Q 156 166 112 98" stroke="${c.p.line}" stroke-opacity="0.35" stroke-width="0.9" fill="none"/>`,
    ].join('');
  },
  focus: { x: 150, y: 340, zoom: 2.4 },
  stand: 'form',
};

function lehengaSet(c: Canvas, scale = 1): string {
  const blouse =
    'M 122 60 Q 150 72 178 60 L 196 68 L 212 96 L 198 104 L 190 92 L 190 130 Q 150 138 110 130 L 110 92 L 102 104 L 88 96 L 104 68 Z';
  const hemY = 366;
  const skirt = `M 116 156 L 184 156 L 276 ${hemY} Q 150 ${hemY + 26} 24 ${hemY} Z`;
  const hem = {
    left: [24, hemY] as [number, number],
    control: [150, hemY + 26] as [number, number],
    right: [276, hemY] as [number, number],
  };
  const hemCurve = (dy: number): string =>
    `M 14 ${hemY + dy} Q 150 ${hemY + 26 + dy} 286 ${hemY + dy}`;
  const dupatta =
    'M 180 62 Q 196 58 204 66 Q 236 150 262 250 Q 272 300 264 346 L 238 348 Q 240 300 228 252 Q 208 170 180 62 Z';
  return c.group(`translate(${f(150 - 150 * scale)} ${f(20 - 20 * scale)}) scale(${scale})`, () =>
    [
      c.fabric(skirt, { folds: 'deep' }),
      c.kalis([116, 184, 156], hem, 16, skirt),
      c.band(hemCurve(-2), 24, skirt),
      c.band(hemCurve(-36), 5, skirt),
      c.band('M 114 158 L 186 158', 9, null),
      c.fabric(blouse, { fill: c.p.blouse }),
      `<path d="M 122 60 Q 150 72 178 60 Q 166 92 150 96 Q 134 92 122 60 Z" fill="${darken(c.p.base, 0.45)}"/>`,
      c.trim('M 122 60 Q 134 92 150 96 Q 166 92 178 60', 2.4),
      c.band('M 110 129 Q 150 137 190 129', 4, null),
      c.fabric(dupatta, { fill: c.p.dupatta, folds: 'soft', opacity: 0.72 }),
      c.band('M 262 250 Q 272 300 264 346', 5, dupatta, true),
      c.band('M 238 348 L 264 346', 6, dupatta),
      c.tassels(
        [
          [242, 347],
          [251, 347],
          [260, 346],
        ],
        10,
      ),
    ].join(''),
  );
}

const lehenga: Garment = {
  draw: (c) => lehengaSet(c),
  focus: { x: 120, y: 340, zoom: 2.4 },
  stand: 'form',
};

const salwarSuit: Garment = {
  draw: (c) => {
    const leg =
      'M 112 250 L 150 250 L 148 356 Q 152 366 146 372 L 118 372 Q 112 366 116 356 Q 96 300 112 250 Z';
    // The dupatta dips across the chest in a U and one end falls from the right shoulder.
    const drape = 'M 106 52 Q 150 150 194 52 L 206 60 Q 150 186 94 60 Z';
    const end = 'M 192 52 L 210 58 Q 224 180 230 312 L 206 316 Q 202 190 192 52 Z';
    return [
      c.fabric(leg, { fill: c.p.dupatta, folds: 'deep', motif: false }),
      c.fabric(mirror(leg), { fill: c.p.dupatta, folds: 'deep', motif: false }),
      c.band('M 114 364 L 150 364', 8, leg) + c.band(mirror('M 114 364 L 150 364'), 8, mirror(leg)),
      c.group('translate(0 -8)', () => womensKurta(c, 288, 4, 'three-quarter')),
      c.fabric(drape, { fill: c.p.dupatta, folds: 'soft', opacity: 0.8, motif: false }),
      c.band('M 94 62 Q 150 184 206 62', 5, drape),
      c.fabric(end, { fill: c.p.dupatta, folds: 'deep', opacity: 0.85, motif: false }),
      c.band('M 206 316 L 230 312', 7, end),
      c.band('M 230 312 Q 224 180 210 58', 4, end, true),
      c.tassels(
        [
          [209, 316],
          [218, 314],
          [227, 313],
        ],
        10,
      ),
    ].join('');
  },
  focus: { x: 200, y: 280, zoom: 2.4 },
  stand: 'hanger',
  hangerAt: { y: -8, scale: 1 },
};

const dupatta: Garment = {
  draw: (c) => {
    const back = 'M 86 72 L 214 72 L 220 330 Q 150 338 80 330 Z';
    const front = 'M 86 72 L 214 72 Q 236 200 232 372 Q 190 350 150 352 Q 110 250 86 72 Z';
    return [
      c.fabric(back, { folds: 'deep' }),
      c.band('M 78 326 Q 150 334 222 326', 12, back),
      c.band('M 89 74 L 84 330', 6, back, true),
      c.fabric(front, { folds: 'deep' }),
      c.band('M 150 352 Q 190 350 232 372', 14, front),
      c.band('M 214 74 Q 234 200 230 372', 7, front, true),
      c.tassels(
        [
          [156, 353],
          [168, 352],
          [180, 352],
          [192, 353],
          [204, 356],
          [216, 361],
          [228, 367],
        ],
        12,
      ),
      c.tassels(
        [
          [86, 331],
          [98, 333],
          [110, 334],
          [122, 334],
        ],
        11,
      ),
      `<rect x="70" y="62" width="160" height="11" rx="5.5" fill="#8a6a48"/><rect x="70" y="62" width="160" height="4" rx="2" fill="#fff" fill-opacity="0.18"/>`,
    ].join('');
  },
  focus: { x: 190, y: 330, zoom: 2.5 },
  stand: 'rod',
};

function mensKurta(c: Canvas, hemY: number, bottom = true): string {
  const sleeveR = 'M 200 60 Q 224 64 230 86 L 244 252 L 222 256 L 204 124 Z';
  const body = `M 132 50 L 168 50 L 204 60 Q 208 90 206 120 L 208 ${hemY} Q 150 ${hemY + 4} 92 ${hemY} L 94 120 Q 92 90 96 60 Z`;
  const leg = `M 114 ${hemY - 20} L 150 ${hemY - 20} L 148 370 L 126 372 Q 118 340 114 ${hemY - 20} Z`;
  const ruche = [0, 1, 2, 3, 4]
    .map((i) => `M 124 ${352 - i * 6} Q 137 ${356 - i * 6} 149 ${351 - i * 6}`)
    .join(' ');
  const legs = bottom
    ? c.fabric(leg, { fill: c.p.bottom, motif: false, folds: 'soft' }) +
      c.fabric(mirror(leg), { fill: c.p.bottom, motif: false, folds: 'soft' }) +
      `<path d="${ruche} ${mirror(ruche)}" stroke="#000" stroke-opacity="0.14" stroke-width="0.9" fill="none"/>`
    : '';
  return [
    legs,
    c.fabric(sleeveR),
    c.fabric(mirror(sleeveR)),
    c.fabric(body),
    `<path d="M 204 124 L 200 64 M 96 124 L 100 64" stroke="${c.p.line}" stroke-opacity="0.3" stroke-width="0.9" fill="none"/>`,
    c.band(`M 88 ${hemY - 3} Q 150 ${hemY + 1} 212 ${hemY - 3}`, hasBorder(c) ? 12 : 4, body),
    c.band('M 244 248 L 222 252', 5, sleeveR) +
      c.band(mirror('M 244 248 L 222 252'), 5, mirror(sleeveR)),
    `<path d="M 144 58 L 156 58 L 156 140 L 144 140 Z" fill="${darken(c.p.base, 0.06)}" stroke="${c.p.line}" stroke-opacity="0.6" stroke-width="0.9"/>`,
    c.buttons(150, 70, 130, 4, 2),
    `<path d="M 132 50 Q 150 46 168 50 L 168 60 Q 150 56 132 60 Z" fill="${darken(c.p.base, 0.12)}" stroke="${c.p.line}" stroke-width="1"/>`,
    `<path d="M 208 ${hemY - 56} L 208 ${hemY} M 92 ${hemY - 56} L 92 ${hemY}" stroke="${c.p.line}" stroke-width="1.2" stroke-opacity="0.6"/>`,
  ].join('');
}

const kurtaSet: Garment = {
  draw: (c) => mensKurta(c, 304),
  focus: { x: 170, y: 290, zoom: 2.4 },
  stand: 'hanger',
};

/** A welt pocket at (x, y) with a folded silk square peeking out. */
function pocketSquare(c: Canvas, x: number, y: number): string {
  const sq = c.p.light ? c.p.accentDark : c.p.accentLight;
  return (
    `<path d="M ${x + 3} ${y} L ${x + 7} ${y - 9} L ${x + 11} ${y - 3} L ${x + 15} ${y - 10} L ${x + 19} ${y} Z" fill="${sq}" stroke="${darken(sq, 0.3)}" stroke-width="0.6"/>` +
    `<path d="M ${x} ${y} L ${x + 22} ${y - 1}" stroke="${c.p.line}" stroke-width="2" stroke-linecap="round"/>`
  );
}

const sherwani: Garment = {
  draw: (c) => {
    const sleeveR = 'M 202 60 Q 228 64 234 90 L 246 250 L 222 254 L 206 124 Z';
    const body =
      'M 130 48 L 170 48 L 208 60 Q 212 92 208 124 L 214 318 Q 150 324 86 318 L 92 124 Q 88 92 92 60 Z';
    const leg = 'M 116 300 L 150 300 L 148 370 L 126 372 Q 118 340 116 300 Z';
    const ruche = [0, 1, 2, 3]
      .map((i) => `M 124 ${356 - i * 6} Q 137 ${360 - i * 6} 149 ${355 - i * 6}`)
      .join(' ');
    return [
      c.fabric(leg, { fill: c.p.bottom, motif: false }),
      c.fabric(mirror(leg), { fill: c.p.bottom, motif: false }),
      `<path d="${ruche} ${mirror(ruche)}" stroke="#000" stroke-opacity="0.14" stroke-width="0.9" fill="none"/>`,
      c.fabric(sleeveR),
      c.fabric(mirror(sleeveR)),
      c.fabric(body),
      `<path d="M 206 124 L 202 64 M 94 124 L 98 64" stroke="${c.p.line}" stroke-opacity="0.35" stroke-width="1" fill="none"/>`,
      // Embroidered borders frame the opening, hem and cuffs: the sherwani's signature.
      c.band('M 82 314 Q 150 322 218 314', 14, body),
      c.band('M 150 58 L 150 318', 10, body, true),
      c.band('M 246 244 L 222 248', 9, sleeveR) +
        c.band(mirror('M 246 244 L 222 248'), 9, mirror(sleeveR)),
      `<path d="M 150 58 L 150 318" stroke="${c.p.accentDark}" stroke-width="1"/>`,
      c.buttons(156, 72, 250, 8, 2.3),
      `<path d="M 128 46 Q 150 40 172 46 L 172 60 Q 150 54 128 60 Z" fill="${c.p.accent}" stroke="${c.p.accentDark}" stroke-width="1"/>`,
      `<path d="M 132 52 Q 150 47 168 52" stroke="${c.p.accentLight}" stroke-width="1.2" stroke-dasharray="0.1 3" stroke-linecap="round" fill="none"/>`,
      pocketSquare(c, 176, 112),
    ].join('');
  },
  focus: { x: 150, y: 290, zoom: 2.4 },
  stand: 'hanger',
};

const nehruJacket: Garment = {
  // Hip length leaves the frame half empty, so the jacket is drawn larger.
  draw: (c) => c.group('translate(150 74) scale(1.2) translate(-150 -44)', () => nehruJacketArt(c)),
  focus: { x: 150, y: 230, zoom: 2.3 },
  stand: 'hanger',
  hangerAt: { y: 16, scale: 1.2 },
};

function nehruJacketArt(c: Canvas): string {
  {
    const body =
      'M 134 52 L 166 52 L 198 64 Q 196 110 206 146 L 208 262 Q 180 266 156 270 L 150 272 L 144 270 Q 120 266 92 262 L 94 146 Q 104 110 102 64 Z';
    const innerKurta =
      'M 134 52 L 166 52 L 198 64 Q 220 70 224 96 L 230 150 L 206 150 Q 198 110 198 64 Z';
    return [
      // A glimpse of the white kurta's shoulders shows the jacket is sleeveless and worn over.
      c.fabric(innerKurta, { fill: '#f3ecdc', motif: false, solid: true }),
      c.fabric(mirror(innerKurta), { fill: '#f3ecdc', motif: false, solid: true }),
      c.fabric(body),
      `<path d="M 150 86 L 150 272" stroke="${c.p.line}" stroke-width="1.2" stroke-opacity="0.8"/>`,
      c.band('M 92 258 Q 122 262 150 270 Q 178 262 208 258', 3, body),
      c.buttons(154, 92, 246, 5, 2.4),
      `<path d="M 134 52 Q 150 60 166 52 L 162 70 L 150 88 L 138 70 Z" fill="${darken(c.p.base, 0.25)}"/>`,
      `<path d="M 132 44 Q 150 40 168 44 L 167 56 Q 150 53 133 56 Z" fill="${darken(c.p.base, 0.1)}" stroke="${c.p.line}" stroke-width="1"/>`,
      pocketSquare(c, 114, 118),
      c.trim('M 110 206 L 134 206 M 166 206 L 190 206', 1.6, c.p.line),
    ].join('');
  }
}

const kidsFrock: Garment = {
  draw: (c) => {
    const sleeve = 'M 180 104 Q 206 98 210 120 Q 206 136 190 136 Z';
    const bodice =
      'M 134 96 Q 150 104 166 96 L 182 104 Q 186 130 180 160 L 120 160 Q 114 130 118 104 Z';
    const hemY = 300;
    const skirt = `M 120 158 L 180 158 L 236 ${hemY} Q 150 ${hemY + 18} 64 ${hemY} Z`;
    const hem = {
      left: [64, hemY] as [number, number],
      control: [150, hemY + 18] as [number, number],
      right: [236, hemY] as [number, number],
    };
    return [
      c.fabric(sleeve),
      c.fabric(mirror(sleeve)),
      c.fabric(skirt, { folds: 'deep' }),
      c.kalis([120, 180, 158], hem, 10, skirt),
      c.band(`M 56 ${hemY - 2} Q 150 ${hemY + 16} 244 ${hemY - 2}`, 14, skirt),
      c.fabric(bodice, { fill: c.p.blouse }),
      `<path d="M 134 96 Q 150 104 166 96 Q 160 114 150 116 Q 140 114 134 96 Z" fill="${darken(c.p.base, 0.4)}"/>`,
      c.trim('M 134 96 Q 140 114 150 116 Q 160 114 166 96', 2.2),
      c.band('M 118 160 L 182 160', 7, null),
      `<path d="M 150 160 Q 132 148 128 160 Q 132 172 150 160 Q 168 148 172 160 Q 168 172 150 160 Z" fill="${c.p.accent}" stroke="${c.p.accentDark}" stroke-width="0.8"/>`,
      `<path d="M 147 162 L 140 186 M 153 162 L 160 186" stroke="${c.p.accent}" stroke-width="3" stroke-linecap="round"/>`,
      `<circle cx="150" cy="160" r="3.5" fill="${c.p.accentDark}"/>`,
    ].join('');
  },
  focus: { x: 150, y: 270, zoom: 2.4 },
  stand: 'hanger',
  hangerAt: { y: 56, scale: 0.68 },
};

const kidsKurta: Garment = {
  draw: (c) =>
    c.group('translate(150 88) scale(0.74) translate(-150 -50)', () => mensKurta(c, 300)),
  focus: { x: 150, y: 250, zoom: 2.5 },
  stand: 'hanger',
  hangerAt: { y: 38, scale: 0.74 },
};

const palazzo: Garment = {
  draw: (c) => {
    const legs =
      'M 108 84 L 192 84 Q 232 220 252 368 Q 206 376 156 368 L 150 184 L 144 368 Q 94 376 48 368 Q 68 220 108 84 Z';
    const pleats = [118, 132, 168, 182]
      .map((x) => `M ${x} 96 L ${f(150 + (x - 150) * 3.1)} 368`)
      .join(' ');
    return [
      c.fabric(legs, { folds: 'deep' }),
      `<g clip-path="url(#${c.clip(legs)})"><path d="${pleats}" stroke="${c.p.line}" stroke-opacity="0.3" stroke-width="1" fill="none"/></g>`,
      c.band('M 44 364 Q 96 374 146 364 M 154 364 Q 204 374 256 364', hasBorder(c) ? 14 : 6, legs),
      c.fabric('M 106 70 L 194 70 L 194 88 L 106 88 Z', {
        fill: darken(c.p.base, 0.08),
        motif: false,
        folds: 'soft',
      }),
      `<path d="M 112 72 L 112 86 M 122 72 L 122 86 M 132 72 L 132 86 M 168 72 L 168 86 M 178 72 L 178 86 M 188 72 L 188 86" stroke="#000" stroke-opacity="0.15" stroke-width="1"/>`,
      `<path d="M 146 84 Q 140 108 136 124 M 154 84 Q 160 108 164 124" stroke="${c.p.accent}" stroke-width="1.6" fill="none"/>`,
      c.tassels(
        [
          [136, 124],
          [164, 124],
        ],
        10,
      ),
    ].join('');
  },
  focus: { x: 100, y: 330, zoom: 2.5 },
  stand: 'clips',
};

const GARMENTS: Record<GarmentType, Garment> = {
  kurta,
  kurti,
  anarkali,
  saree,
  lehenga,
  'salwar-suit': salwarSuit,
  dupatta,
  'kurta-set': kurtaSet,
  sherwani,
  'nehru-jacket': nehruJacket,
  'kids-frock': kidsFrock,
  'kids-kurta': kidsKurta,
  palazzo,
};

// ---------------------------------------------------------------------------------------------
// Views

/** A wooden hanger whose bar meets the garment's shoulders at y ~ 60. */
function hanger(): string {
  return (
    `<path d="M 150 50 L 150 36 Q 150 26 158 24 Q 166 22 166 30" fill="none" stroke="#9a9a98" stroke-width="2.2" stroke-linecap="round"/>` +
    `<path d="M 150 48 Q 120 54 86 66 Q 80 70 88 70 L 212 70 Q 220 70 214 66 Q 180 54 150 48 Z" fill="#9b7650" stroke="#6e5238" stroke-width="1"/>`
  );
}

function background(view: GarmentArtSpec['view'], p: Palette): string {
  if (view === 'styled') {
    // A tinted studio wall and floor, different from the plain cream of the front view.
    const wall = p.light ? mix('#efe4d6', '#8a5a44', 0.16) : mix('#f6efe4', p.base, 0.13);
    const floor = darken(wall, 0.07);
    return (
      `<defs><radialGradient id="wall" cx="0.5" cy="0.35" r="0.8"><stop offset="0" stop-color="${lighten(wall, 0.25)}"/><stop offset="1" stop-color="${wall}"/></radialGradient></defs>` +
      `<rect width="${VIEW_W}" height="${VIEW_H}" fill="url(#wall)"/>` +
      `<rect y="352" width="${VIEW_W}" height="48" fill="${floor}"/>` +
      `<rect y="352" width="${VIEW_W}" height="1.5" fill="#000" fill-opacity="0.06"/>`
    );
  }
  return (
    `<defs><radialGradient id="cream" cx="0.5" cy="0.42" r="0.75"><stop offset="0" stop-color="#fcf8f1"/><stop offset="1" stop-color="#efe5d4"/></radialGradient></defs>` +
    `<rect width="${VIEW_W}" height="${VIEW_H}" fill="url(#cream)"/>`
  );
}

function composeView(spec: GarmentArtSpec, garment: Garment, c: Canvas): string {
  const art = garment.draw(c);
  if (spec.view === 'detail') {
    const { x, y, zoom } = garment.focus;
    return `<g transform="translate(${f(VIEW_W / 2 - x * zoom)} ${f(VIEW_H / 2 - y * zoom)}) scale(${zoom})">${art}</g>`;
  }
  if (spec.view === 'front') {
    return (
      `<ellipse cx="150" cy="384" rx="112" ry="7" fill="#6b4f35" fill-opacity="0.08"/>` +
      `<g transform="translate(9 4) scale(0.94)">${art}</g>`
    );
  }
  // Styled: on a hanger, rod or dress form, with a soft drop shadow on the wall.
  const shadow = c.silhouettes.join('');
  const stand = standFor(garment);
  const scale = 0.84;
  const tx = 150 - 150 * scale;
  return (
    `<ellipse cx="150" cy="372" rx="96" ry="9" fill="#000" fill-opacity="0.1"/>` +
    `<g transform="translate(${f(tx + 7)} ${f(34 + 8)}) scale(${scale})" fill="#3b2a1c" fill-opacity="0.12">${shadow}</g>` +
    (garment.stand === 'form'
      ? `<g transform="translate(${f(tx)} 34) scale(${scale})">${stand}${garment === saree ? '' : formNeck()}</g>`
      : '') +
    `<g transform="translate(${f(tx)} 34) scale(${scale})">${garment.stand === 'form' ? '' : stand}${art}${garment.stand === 'clips' ? clipFronts() : ''}</g>`
  );
}

function standFor(garment: Garment): string {
  switch (garment.stand) {
    case 'hanger': {
      const at = garment.hangerAt;
      if (!at) return hanger();
      return `<g transform="translate(150 ${at.y}) scale(${at.scale}) translate(-150 0)">${hanger()}</g>`;
    }
    case 'form':
      return formStand();
    case 'rod':
      return rodStand();
    case 'clips':
      return clipHanger();
  }
}

/** A trouser hanger: a bar with two clips gripping the waistband. */
function clipHanger(): string {
  return (
    `<path d="M 150 54 L 150 40 Q 150 30 158 28 Q 166 26 166 34" fill="none" stroke="#9a9a98" stroke-width="2.2" stroke-linecap="round"/>` +
    `<rect x="96" y="52" width="108" height="6" rx="3" fill="#9b7650" stroke="#6e5238" stroke-width="1"/>` +
    `<rect x="110" y="56" width="9" height="22" rx="2" fill="#a8a8a6" stroke="#77716b" stroke-width="0.8"/>` +
    `<rect x="181" y="56" width="9" height="22" rx="2" fill="#a8a8a6" stroke="#77716b" stroke-width="0.8"/>`
  );
}

/** The clips sit in front of the waistband. */
function clipFronts(): string {
  return `<rect x="110" y="64" width="9" height="14" rx="2" fill="#b4b4b2" stroke="#77716b" stroke-width="0.8"/><rect x="181" y="64" width="9" height="14" rx="2" fill="#b4b4b2" stroke="#77716b" stroke-width="0.8"/>`;
}

/** The neck cap of a dress form, above a lehenga's or anarkali's neckline. */
function formNeck(): string {
  return `<path d="M 136 58 L 138 40 L 162 40 L 164 58 Z" fill="#e8dcc6" stroke="#b9a583" stroke-width="1"/><ellipse cx="150" cy="40" rx="13" ry="4" fill="#8a6a48"/><rect x="147" y="22" width="6" height="16" fill="#6e5238"/><circle cx="150" cy="20" r="5" fill="#8a6a48"/>`;
}

/** Pole and base of a dress form, seen below long skirts. */
function formStand(): string {
  return `<rect x="147" y="300" width="6" height="90" fill="#6e5238"/><ellipse cx="150" cy="392" rx="34" ry="6" fill="#6e5238"/>`;
}

/** A wall rod with two brackets for the dupatta. */
function rodStand(): string {
  return `<path d="M 74 66 L 74 40 M 226 66 L 226 40" stroke="#7a5c40" stroke-width="3" stroke-linecap="round"/>`;
}

/** Renders one product picture as a complete SVG document, `width` x `height` pixels. */
export function renderGarmentSvg(spec: GarmentArtSpec, width: number, height: number): string {
  const color = safeHex(spec.color, FALLBACK_COLOR);
  const accent = safeHex(spec.accent, FALLBACK_ACCENT);
  const p = palette(color, accent);
  const garment = GARMENTS[spec.shape] ?? kurta;
  const canvas = new Canvas(p, spec.motif);
  const scene = composeView(spec, garment, canvas);
  const w = Math.max(1, Math.round(width));
  const h = Math.max(1, Math.round(height));
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${VIEW_W} ${VIEW_H}" preserveAspectRatio="xMidYMid slice">` +
    `<defs>${sharedDefs(p, spec.motif)}${canvas.defs.join('')}</defs>` +
    background(spec.view, p) +
    scene +
    `</svg>`
  );
}
