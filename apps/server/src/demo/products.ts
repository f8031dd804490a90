import type { DemoProduct, GarmentArtSpec, Motif } from './types';
import { subCategoryTemplates, type ProductTemplate } from './categories';
import { ACCENTS, COLORS, isLightColor, type NamedColor } from './palette';
import type { Random } from './random';
import { DESIGN_NAMES, FABRICS, OCCASIONS, STYLING_TIPS, WORKS, type Work } from './vocabulary';

/**
 * Generates believable products from the sub-category templates. Everything is drawn from the
 * seeded `Random`, so the same seed gives the same products in the same order.
 */

const STITCHED_SIZES = ['XS', 'S', 'M', 'L', 'XL', 'XXL', 'XXXL'] as const;

/** Share of products carrying each merchandising flag (the home page rows need enough of each). */
const FLAG_SHARE = { hotDeal: 0.15, bestSeller: 0.15, newArrival: 0.2, collection: 0.2 } as const;
const MIN_PER_FLAG = 12;

interface Flags {
  hotDeal: boolean;
  bestSeller: boolean;
  newArrival: boolean;
  collection: boolean;
}

export function buildProducts(count: number, random: Random): DemoProduct[] {
  const subs = subCategoryTemplates();
  const slots = assignSubCategories(count, subs, random);
  const flags = assignFlags(count, random);
  const colorsByTemplate = new Map<ProductTemplate, readonly NamedColor[]>();
  const usedNames = new Set<string>();
  const products: DemoProduct[] = [];

  for (let i = 0; i < count; i++) {
    const sub = subs[slots[i] as number] as (typeof subs)[number];
    const template = sub.template;
    let colors = colorsByTemplate.get(template);
    if (!colors) {
      const families = template.families;
      colors = families ? COLORS.filter((c) => families.includes(c.family)) : COLORS;
      colorsByTemplate.set(template, colors);
    }
    products.push(buildProduct(i, sub.key, template, colors, flags[i] as Flags, usedNames, random));
  }
  markSoldOut(products, random);
  return products;
}

/**
 * Every sub-category gets at least one product (when there are enough), the rest follow the
 * template weights, and the order is shuffled so listings mix categories.
 */
function assignSubCategories(
  count: number,
  subs: { template: ProductTemplate }[],
  random: Random,
): number[] {
  const indexes = subs.map((_, i) => i);
  const weights = subs.map((s) => s.template.weight);
  const slots: number[] = [];
  for (let i = 0; i < count; i++) {
    slots.push(i < subs.length ? i : random.weighted(indexes, weights));
  }
  return random.shuffle(slots);
}

/** Exact shares per flag, but never fewer than MIN_PER_FLAG products while the catalogue allows. */
function assignFlags(count: number, random: Random): Flags[] {
  const flags: Flags[] = Array.from({ length: count }, () => ({
    hotDeal: false,
    bestSeller: false,
    newArrival: false,
    collection: false,
  }));
  for (const key of Object.keys(FLAG_SHARE) as (keyof Flags)[]) {
    const wanted = Math.min(count, Math.max(MIN_PER_FLAG, Math.round(count * FLAG_SHARE[key])));
    const order = random.shuffle(flags.map((_, i) => i));
    for (const index of order.slice(0, wanted)) (flags[index] as Flags)[key] = true;
  }
  return flags;
}

function buildProduct(
  index: number,
  categoryKey: string,
  template: ProductTemplate,
  colors: readonly NamedColor[],
  flags: Flags,
  usedNames: Set<string>,
  random: Random,
): DemoProduct {
  let work = WORKS[random.pick(template.works)];
  let fabric = random.pick(template.fabrics);
  let color = random.pick(colors);
  let feature = random.pick(template.features);
  let name = productName(color, work, fabric, template, feature);
  // A few fresh draws almost always find a free name; design words settle the rest.
  for (let attempt = 0; attempt < 4 && usedNames.has(name); attempt++) {
    work = WORKS[random.pick(template.works)];
    fabric = random.pick(template.fabrics);
    color = random.pick(colors);
    feature = random.pick(template.features);
    name = productName(color, work, fabric, template, feature);
  }
  name = uniqueName(name, usedNames, random);
  usedNames.add(name);

  const occasion = random.pick(template.occasions);
  const mrpRupees = endIn99(random.int(template.mrp[0], template.mrp[1]));
  const discount = flags.hotDeal ? random.int(30, 60) : random.chance(0.3) ? 0 : random.int(5, 40);
  const priceRupees = Math.min(mrpRupees, priceAfterDiscount(mrpRupees, discount));
  const motif = random.pick(work.motifs);
  const accent = accentFor(work, color, random);

  return {
    name,
    categoryKey,
    description: describe(template, color, work, fabric, occasion, random),
    fabric,
    color: color.name,
    colorFamily: color.family,
    care: FABRICS[fabric]?.care ?? 'Dry clean recommended.',
    occasion,
    garmentType: template.shape,
    mrp: mrpRupees * 100,
    price: priceRupees * 100,
    sizes: sizesFor(template, random),
    isHotDeal: flags.hotDeal,
    isBestSeller: flags.bestSeller,
    isNewArrival: flags.newArrival,
    isCollection: flags.collection,
    popularity: flags.bestSeller ? random.int(800, 5000) : random.int(0, 700),
    addedDaysAgo: flags.newArrival ? random.int(0, 30) : random.int(31, 365),
    images: imagesFor(template, color.hex, accent, motif, random),
    sku: `KES-${template.code}-${String(index + 1).padStart(5, '0')}`,
  };
}

/** "Indigo Block-Print Cotton Straight Kurta with Pockets"; the work word is dropped when the
 * fabric or feature already says it ("Banarasi Silk Saree with Zari Border"). */
function productName(
  color: NamedColor,
  work: Work,
  fabric: string,
  template: ProductTemplate,
  feature: string,
): string {
  const label = work.label;
  const repeats =
    label === '' ||
    feature.toLowerCase().includes(label.toLowerCase()) ||
    fabric.toLowerCase().includes(label.toLowerCase()) ||
    template.noun.toLowerCase().includes(label.toLowerCase());
  const parts = [color.name, repeats ? '' : label, fabric, template.noun, feature];
  return parts.filter((p) => p !== '').join(' ');
}

/** Prefixes one, then two, design words ("Noor", "Meher Chandni") until the name is free. */
function uniqueName(name: string, used: Set<string>, random: Random): string {
  if (!used.has(name)) return name;
  const start = random.int(0, DESIGN_NAMES.length - 1);
  for (let i = 0; i < DESIGN_NAMES.length; i++) {
    const candidate = `${DESIGN_NAMES[(start + i) % DESIGN_NAMES.length]} ${name}`;
    if (!used.has(candidate)) return candidate;
  }
  for (const first of DESIGN_NAMES) {
    for (const second of DESIGN_NAMES) {
      if (first === second) continue;
      const candidate = `${first} ${second} ${name}`;
      if (!used.has(candidate)) return candidate;
    }
  }
  throw new Error(`No unique name left for ${name}`);
}

/** List prices end in 99 (₹2,499) or 9 below a thousand (₹749), as Indian shops price. */
function endIn99(rupees: number): number {
  if (rupees < 1000) return Math.max(199, Math.round(rupees / 10) * 10 - 1);
  return Math.round(rupees / 100) * 100 - 1;
}

/** Rounds up to the next …9 / …99 so the real discount never exceeds the intended one. */
function priceAfterDiscount(mrp: number, percent: number): number {
  if (percent === 0) return mrp;
  const raw = mrp * (1 - percent / 100);
  const step = raw < 1000 ? 10 : 100;
  return Math.ceil((raw + 1) / step) * step - 1;
}

function sizesFor(template: ProductTemplate, random: Random): DemoProduct['sizes'] {
  if (template.freeSize) return [{ size: 'Free Size', stock: random.int(2, 25) }];
  // Men's runs start at S; women's and kids' runs sometimes start at XS.
  const first = template.wearer === 'men' ? 1 : random.int(0, 1);
  // Kids' charts stop at XL (about age 12), as the fit copy says.
  const last = template.wearer === 'kids' ? 4 : random.int(4, STITCHED_SIZES.length - 1);
  return STITCHED_SIZES.slice(first, last + 1).map((size) => ({
    size,
    stock: random.chance(0.12) ? 0 : random.int(1, 25),
  }));
}

/** About 2% of products are fully sold out, so the storefront's sold-out states have data. */
function markSoldOut(products: DemoProduct[], random: Random): void {
  if (products.length === 0) return;
  const wanted = Math.max(1, Math.round(products.length * 0.02));
  for (let i = 0; i < wanted; i++) {
    const product = random.pick(products);
    for (const size of product.sizes) size.stock = 0;
  }
}

function accentFor(work: Work, color: NamedColor, random: Random): string {
  const light = isLightColor(color.hex);
  switch (work.accent) {
    case 'gold':
      return light ? ACCENTS.antiqueGold : ACCENTS.gold;
    case 'silver':
      return ACCENTS.silver;
    case 'tonal':
      return light ? shade(color.hex, -0.18) : shade(color.hex, 0.35);
    case 'contrast':
      return light
        ? random.pick([ACCENTS.maroon, ACCENTS.indigo, ACCENTS.bottleGreen, ACCENTS.rani])
        : random.pick([ACCENTS.ivory, ACCENTS.mustard, ACCENTS.white, ACCENTS.gold]);
  }
}

/** Mixes towards white (amount > 0) or black (amount < 0). */
function shade(hex: string, amount: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  const target = amount > 0 ? 255 : 0;
  const a = Math.abs(amount);
  const mix = (c: number): number => Math.round(c + (target - c) * a);
  const r = mix((n >> 16) & 255);
  const g = mix((n >> 8) & 255);
  const b = mix(n & 255);
  return `#${((r << 16) | (g << 8) | b).toString(16).padStart(6, '0')}`;
}

/** Front, close-up and styled views; some products add a second close-up of the border. */
function imagesFor(
  template: ProductTemplate,
  color: string,
  accent: string,
  motif: Motif,
  random: Random,
): GarmentArtSpec[] {
  const base = { shape: template.shape, color, accent, motif };
  const images: GarmentArtSpec[] = [
    { ...base, view: 'front' },
    { ...base, view: 'detail' },
    { ...base, view: 'styled' },
  ];
  if (random.chance(0.4)) {
    images.push({ ...base, motif: motif === 'border' ? 'buti' : 'border', view: 'detail' });
  }
  return images;
}

const ARTICLE = /^[aeiou]/i;

/** Two to four sentences: fabric and work, fit, occasion, and sometimes a styling tip. */
function describe(
  template: ProductTemplate,
  color: NamedColor,
  work: Work,
  fabric: string,
  occasion: string,
  random: Random,
): string {
  const colorWord = color.name.toLowerCase();
  const noun = sentenceCaseNoun(template.noun);
  const fabricPhrase = FABRICS[fabric]?.phrase ?? fabric.toLowerCase();
  // "Sharara pants" is plural: no article, and the colour starts the sentence.
  const opening = noun.endsWith('pants')
    ? capitalise(colorWord)
    : `${ARTICLE.test(colorWord) ? 'An' : 'A'} ${colorWord}`;
  const sentences = [
    `${opening} ${noun} in ${fabricPhrase}, ${random.pick(work.phrases)}.`,
    random.pick(template.fit),
    `Made for ${random.pick(OCCASIONS[occasion] ?? ['festive occasions'])}.`,
  ];
  if (random.chance(0.6)) sentences.push(random.pick(STYLING_TIPS[template.wearer]));
  return sentences.join(' ');
}

function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** Lower-cases a product noun for mid-sentence use, keeping proper names ("Nehru", "Patiala"). */
function sentenceCaseNoun(noun: string): string {
  return noun
    .split(' ')
    .map((word) => {
      if (PROPER_WORDS.has(word)) return word;
      if (word === 'A-Line') return 'A-line';
      return word.toLowerCase();
    })
    .join(' ');
}

const PROPER_WORDS = new Set(['Nehru', 'Patiala', 'Indo-Western']);
