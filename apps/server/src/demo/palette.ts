/**
 * Named garment colours as Indian shops label them, each with the hex the art is drawn in and the
 * family the colour filter uses. Hexes are chosen to look like the name on a cream page.
 */
export const COLOR_FAMILIES = [
  'Red',
  'Maroon',
  'Pink',
  'Orange',
  'Yellow',
  'Green',
  'Blue',
  'Navy',
  'Purple',
  'White',
  'Ivory',
  'Black',
  'Beige',
  'Gold',
  'Grey',
] as const;

export type ColorFamily = (typeof COLOR_FAMILIES)[number];

export interface NamedColor {
  name: string;
  hex: string;
  family: ColorFamily;
}

export const COLORS: readonly NamedColor[] = [
  { name: 'Red', hex: '#b3161f', family: 'Red' },
  { name: 'Sindoori Red', hex: '#c8202a', family: 'Red' },
  { name: 'Crimson', hex: '#a51c30', family: 'Red' },
  { name: 'Cherry Red', hex: '#9e1b32', family: 'Red' },
  { name: 'Maroon', hex: '#7b1e2b', family: 'Maroon' },
  { name: 'Wine', hex: '#6d1a36', family: 'Maroon' },
  { name: 'Burgundy', hex: '#6b1c23', family: 'Maroon' },
  { name: 'Rani Pink', hex: '#d0246e', family: 'Pink' },
  { name: 'Blush Pink', hex: '#e8aab2', family: 'Pink' },
  { name: 'Onion Pink', hex: '#d89a9e', family: 'Pink' },
  { name: 'Fuchsia', hex: '#c2185b', family: 'Pink' },
  { name: 'Dusty Rose', hex: '#c48b8b', family: 'Pink' },
  { name: 'Saffron', hex: '#ee8a24', family: 'Orange' },
  { name: 'Rust', hex: '#b4472a', family: 'Orange' },
  { name: 'Burnt Orange', hex: '#c95a12', family: 'Orange' },
  { name: 'Coral', hex: '#e8735a', family: 'Orange' },
  { name: 'Peach', hex: '#f2b193', family: 'Orange' },
  { name: 'Mustard', hex: '#d1a021', family: 'Yellow' },
  { name: 'Haldi Yellow', hex: '#e8b923', family: 'Yellow' },
  { name: 'Lemon Yellow', hex: '#f0d95a', family: 'Yellow' },
  { name: 'Marigold', hex: '#eaa221', family: 'Yellow' },
  { name: 'Bottle Green', hex: '#0d5a3a', family: 'Green' },
  { name: 'Emerald', hex: '#12785a', family: 'Green' },
  { name: 'Mint Green', hex: '#a8d5ba', family: 'Green' },
  { name: 'Parrot Green', hex: '#5ba33b', family: 'Green' },
  { name: 'Mehendi Green', hex: '#788a2e', family: 'Green' },
  { name: 'Sage Green', hex: '#9caf88', family: 'Green' },
  { name: 'Indigo', hex: '#2f3b85', family: 'Blue' },
  { name: 'Royal Blue', hex: '#2849a8', family: 'Blue' },
  { name: 'Peacock Blue', hex: '#0f6e8c', family: 'Blue' },
  { name: 'Teal', hex: '#0e7c7b', family: 'Blue' },
  { name: 'Powder Blue', hex: '#b3cde3', family: 'Blue' },
  { name: 'Sky Blue', hex: '#8ec3e6', family: 'Blue' },
  { name: 'Navy Blue', hex: '#1f2a5a', family: 'Navy' },
  { name: 'Midnight Blue', hex: '#1b2147', family: 'Navy' },
  { name: 'Ink Blue', hex: '#22305c', family: 'Navy' },
  { name: 'Purple', hex: '#6a2c91', family: 'Purple' },
  { name: 'Lavender', hex: '#b4a0d6', family: 'Purple' },
  { name: 'Plum', hex: '#6e2a5a', family: 'Purple' },
  { name: 'Aubergine', hex: '#4b2342', family: 'Purple' },
  { name: 'White', hex: '#f8f8f4', family: 'White' },
  { name: 'Off-White', hex: '#f2eee3', family: 'White' },
  { name: 'Ivory', hex: '#f1e8d2', family: 'Ivory' },
  { name: 'Cream', hex: '#efe1c2', family: 'Ivory' },
  { name: 'Black', hex: '#1c1c1e', family: 'Black' },
  { name: 'Charcoal Black', hex: '#2b2b2d', family: 'Black' },
  { name: 'Beige', hex: '#d6c19c', family: 'Beige' },
  { name: 'Sand', hex: '#cbb68f', family: 'Beige' },
  { name: 'Champagne', hex: '#e4cfa9', family: 'Beige' },
  { name: 'Gold', hex: '#c9a227', family: 'Gold' },
  { name: 'Antique Gold', hex: '#ad8a3a', family: 'Gold' },
  { name: 'Grey', hex: '#8a8a88', family: 'Grey' },
  { name: 'Steel Grey', hex: '#6f777c', family: 'Grey' },
  { name: 'Ash Grey', hex: '#a9a9a3', family: 'Grey' },
];

/** Light colours need a deep accent to show a motif; dark ones a light or metallic one. */
export function isLightColor(hex: string): boolean {
  const n = Number.parseInt(hex.slice(1), 16);
  const r = (n >> 16) & 255;
  const g = (n >> 8) & 255;
  const b = n & 255;
  return 0.299 * r + 0.587 * g + 0.114 * b > 165;
}

export const ACCENTS = {
  gold: '#d4af37',
  antiqueGold: '#b8923a',
  silver: '#c9ccd1',
  ivory: '#f6efdc',
  white: '#fbfaf6',
  maroon: '#7b1e2b',
  indigo: '#2f3b85',
  bottleGreen: '#0d5a3a',
  rani: '#d0246e',
  saffron: '#ee8a24',
  black: '#222222',
  mustard: '#d1a021',
} as const;
