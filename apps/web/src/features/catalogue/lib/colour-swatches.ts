/** Swatch colours of the colour families the catalogue filters by; unknown names fall back to a neutral. */
const SWATCHES: Record<string, string> = {
  beige: '#d9c7a7',
  black: '#1f1a17',
  blue: '#2f5fb3',
  brown: '#7b4a2a',
  gold: '#c9a227',
  green: '#2e7d4f',
  grey: '#8d8a86',
  ivory: '#f7f1e1',
  maroon: '#7a1f2b',
  multi: 'conic-gradient(#c0392b, #f4a300, #2e7d4f, #2f5fb3, #8e44ad, #c0392b)',
  navy: '#1d2f5e',
  orange: '#e8772e',
  pink: '#e48aa6',
  purple: '#6d3b8e',
  red: '#c0392b',
  silver: '#c0c0c8',
  white: '#ffffff',
  yellow: '#f2c230',
};

export function swatchFor(name: string): string {
  return SWATCHES[name.toLowerCase()] ?? '#b8aea3';
}

/** Light swatches need an outline to be seen on white. */
export function isLightSwatch(name: string): boolean {
  return ['ivory', 'white', 'beige', 'silver'].includes(name.toLowerCase());
}
