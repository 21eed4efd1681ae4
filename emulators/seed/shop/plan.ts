// Expands the house's models into concrete products, variants and photo specs. Pure and
// deterministic: the same options give the same plan, byte for byte.
import { CATEGORIES, MODELS, SIZE_VALUES, VIEWS_BY_KIND } from './models.ts';
import type { Category, Model } from './models.ts';
import { HARDWARE_ACCENT, colour } from './palette.ts';
import { slugify } from '../slugify.ts';
import type { HouseColour } from './palette.ts';

interface PlannedImage {
  filename: string;
  alt: string;
  colour: string;
  spec: { kind: string; shape: string; color: string; accent: string; view: string; seed: number };
}

interface PlannedVariant {
  colour: HouseColour;
  size: string;
  sku: string;
  inventory: number;
  policy: 'deny' | 'continue';
  imageFilename: string;
}

export interface PlannedProduct {
  model: Model;
  category: Category;
  handle: string;
  title: string;
  /** Handle of the swatch collection grouping the colours of a split model. */
  family: string | null;
  colours: HouseColour[];
  sizes: string[];
  priceCents: number;
  compareAtCents: number | null;
  tags: string[];
  createdAt: string;
  updatedAt: string;
  unitsSold: number;
  images: PlannedImage[];
  variants: PlannedVariant[];
}

export interface PlanOptions {
  /** Number of products; the house line is about 80, larger numbers repeat it with numbered copies. */
  scale?: number;
  referenceDate: Date;
}

/** mulberry32: small, fast and good enough for reproducible stock levels. */
function rng(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hash(text: string): number {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619);
  return h >>> 0;
}

const DAY = 86_400_000;
const KIND_LABEL: Record<string, string> = {
  tote: 'Tote',
  'shoulder-bag': 'Shoulder Bag',
  crossbody: 'Crossbody',
  pochette: 'Pochette',
  clutch: 'Clutch',
  wallet: 'Wallet',
  cardholder: 'Card Holder',
  belt: 'Belt',
  keyring: 'Key Ring',
  loafer: 'Loafer',
  'ankle-boot': 'Ankle Boot',
  sneaker: 'Sneaker',
  shirt: 'Shirt',
  coat: 'Coat',
  knit: 'Knitwear',
  trousers: 'Trousers',
  scarf: 'Scarf',
};

export function planCatalogue(options: PlanOptions): PlannedProduct[] {
  const baseCount = MODELS.reduce((sum, model) => sum + (model.split ? model.colours.length : 1), 0);
  const target = Math.max(options.scale ?? baseCount, 1);
  const products: PlannedProduct[] = [];
  for (let round = 0; products.length < target; round++) {
    for (const model of MODELS) {
      if (products.length >= target) break;
      const groups = model.split ? model.colours.map((name) => [name]) : [model.colours];
      for (const names of groups) {
        if (products.length >= target) break;
        products.push(planProduct(model, names, round, options.referenceDate));
      }
    }
  }
  return products;
}

function planProduct(model: Model, colourNames: string[], round: number, referenceDate: Date): PlannedProduct {
  const category = CATEGORIES.find((entry) => entry.key === model.category)!;
  const suffix = round === 0 ? '' : `-${round + 1}`;
  const colours = colourNames.map(colour);
  const baseHandle = model.split ? `${model.handle}-${slugify(colours[0].name)}` : model.handle;
  const handle = `${baseHandle}${suffix}`;
  const title = `${model.title}${model.split ? ` ${colours[0].name}` : ''}${round === 0 ? '' : ` ${romanNumeral(round + 1)}`}`;
  const random = rng(hash(handle));
  const ageDays = round === 0 ? model.ageDays : 1 + Math.floor(random() * 600);
  const created = new Date(referenceDate.getTime() - ageDays * DAY - Math.floor(random() * 20) * 3_600_000);
  const updated = new Date(Math.min(referenceDate.getTime(), created.getTime() + Math.floor(random() * 10) * DAY));
  const priceCents = model.price * 100 + (round === 0 ? 0 : Math.floor(random() * 10) * 1000);
  const compareAtCents = model.sale ? Math.round(priceCents / (1 - model.sale / 100) / 1000) * 1000 : null;
  const tags = [category.title, KIND_LABEL[model.kind], model.material];
  if (model.sale) tags.push('Sale');
  if (model.finalSale) tags.push('Final Sale');
  if (model.preorder) tags.push('Preorder');
  if (ageDays <= 30) tags.push('New');

  const images = planImages(model, handle, title, colours);
  const sizes = SIZE_VALUES[model.sizes];
  const variants: PlannedVariant[] = [];
  for (const houseColour of colours) {
    const front = images.find((image) => image.colour === houseColour.name) ?? images[0];
    for (const size of sizes) {
      variants.push({
        colour: houseColour,
        size,
        sku: `BTG-${slugify(model.title).toUpperCase().replace(/-/g, '')}-${slugify(houseColour.name).toUpperCase().replace(/-/g, '')}-${size.replace(/\s+/g, '').toUpperCase()}${suffix.toUpperCase()}`,
        ...stock(model, handle, houseColour.name, size, random),
        imageFilename: front.filename,
      });
    }
  }
  return {
    model,
    category,
    handle,
    title,
    family: model.split ? `${model.handle}${suffix}` : null,
    colours,
    sizes,
    priceCents,
    compareAtCents,
    tags,
    createdAt: created.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    updatedAt: updated.toISOString().replace(/\.\d{3}Z$/, 'Z'),
    unitsSold: Math.floor(random() * 400) + (model.category === 'pochettes' ? 200 : 0),
    images,
    variants,
  };
}

/** A few deliberate stock situations the storefront's tests rely on; the rest is seeded noise. */
function stock(
  model: Model,
  handle: string,
  colourName: string,
  size: string,
  random: () => number,
): { inventory: number; policy: 'deny' | 'continue' } {
  if (model.preorder) return { inventory: 0, policy: 'continue' };
  if (model.soldOut) return { inventory: 0, policy: 'deny' };
  if (handle === 'camicia-lino' && (size === 'XS' || size === 'XXL' || (colourName === 'Celeste' && size === 'XL')))
    return { inventory: 0, policy: 'deny' };
  if (handle === 'portachiavi-nodo' && colourName === 'Bordeaux') return { inventory: 2, policy: 'deny' };
  if (handle === 'symmetry-pochette-bordeaux') return { inventory: 3, policy: 'deny' };
  const roll = random();
  if (roll < 0.08 && !['arco-tote', 'symmetry-pochette-nero', 'cintura-classica', 'mocassino-veneziano'].includes(handle)) {
    return { inventory: 0, policy: 'deny' };
  }
  // Enough of each piece for the spec's ten to a line; the stock limit shows on the few above and here.
  const inventory = 12 + Math.floor(random() * 30);
  if (handle === 'sella-crossbody' && colourName === 'Cognac') return { inventory: 4, policy: 'deny' };
  return { inventory, policy: 'deny' };
}

function planImages(model: Model, handle: string, title: string, colours: HouseColour[]): PlannedImage[] {
  const views = VIEWS_BY_KIND[model.kind] ?? ['front', 'detail', 'styled'];
  const count = Math.min(views.length, 3 + (hash(handle) % 4));
  const images: PlannedImage[] = [];
  const make = (view: string, houseColour: HouseColour): PlannedImage => {
    const filename = `${handle}-${view}-${slugify(houseColour.name)}`;
    return {
      filename,
      alt: `${title} in ${houseColour.name}, ${view} view`,
      colour: houseColour.name,
      spec: { kind: model.kind, shape: model.shape, color: houseColour.hex, accent: HARDWARE_ACCENT, view, seed: hash(filename) % 100000 },
    };
  };
  // The first view of every colour leads, so each colour's variants have their own picture.
  for (const houseColour of colours) images.push(make(views[0], houseColour));
  for (const view of views.slice(1)) {
    if (images.length >= Math.max(count, colours.length)) break;
    images.push(make(view, colours[0]));
  }
  return images.slice(0, 6);
}

function romanNumeral(value: number): string {
  const table: [number, string][] = [
    [1000, 'M'],
    [900, 'CM'],
    [500, 'D'],
    [400, 'CD'],
    [100, 'C'],
    [90, 'XC'],
    [50, 'L'],
    [40, 'XL'],
    [10, 'X'],
    [9, 'IX'],
    [5, 'V'],
    [4, 'IV'],
    [1, 'I'],
  ];
  let rest = value;
  let out = '';
  for (const [amount, numeral] of table) {
    while (rest >= amount) {
      out += numeral;
      rest -= amount;
    }
  }
  return out;
}
