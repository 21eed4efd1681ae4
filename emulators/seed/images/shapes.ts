// Silhouettes: what a model looks like, within its kind. Two totes of the house are not one
// drawing in two colours: the Arco is a deep U, the Mercato a flared basket, and so on. Each
// model in the seed names its silhouette; the kind still decides the views, shadows and tags.
import type { TextureName } from './textures.ts';

export const SHAPE_KIND = {
  'structured-tote': 'tote',
  'arched-tote': 'tote',
  'canvas-tote': 'tote',
  'woven-tote': 'tote',
  'flap-shoulder': 'shoulder-bag',
  crescent: 'shoulder-bag',
  domed: 'shoulder-bag',
  gathered: 'shoulder-bag',
  'zip-crossbody': 'crossbody',
  'bridge-flap': 'crossbody',
  saddle: 'crossbody',
  trunk: 'crossbody',
  'half-moon': 'pochette',
  mirrored: 'pochette',
  shell: 'pochette',
  woven: 'clutch',
  'pleated-frame': 'clutch',
  envelope: 'clutch',
  'zip-around': 'wallet',
  bifold: 'wallet',
  continental: 'wallet',
  slim: 'wallet',
  passport: 'wallet',
  'card-case': 'cardholder',
  'glasses-case': 'cardholder',
  'classic-belt': 'belt',
  'reversible-belt': 'belt',
  'woven-belt': 'belt',
  'sculpted-buckle': 'belt',
  knot: 'keyring',
  tassel: 'keyring',
  venetian: 'loafer',
  horsebit: 'loafer',
  chelsea: 'ankle-boot',
  'lace-up': 'ankle-boot',
  court: 'sneaker',
  trainer: 'sneaker',
  'relaxed-shirt': 'shirt',
  'poplin-shirt': 'shirt',
  'double-faced': 'coat',
  trench: 'coat',
  'field-jacket': 'coat',
  crewneck: 'knit',
  cardigan: 'knit',
  pleated: 'trousers',
  drawstring: 'trousers',
  foulard: 'scarf',
} as const;

export type ProductShape = keyof typeof SHAPE_KIND;

export function isProductShape(value: unknown): value is ProductShape {
  return typeof value === 'string' && Object.hasOwn(SHAPE_KIND, value);
}

/** Where a silhouette's leather or cloth differs from its kind's (suede, canvas, woven strips). */
export const SHAPE_SURFACE: Partial<Record<ProductShape, { texture: TextureName; gloss?: number }>> = {
  'canvas-tote': { texture: 'linen', gloss: 0.05 },
  'woven-tote': { texture: 'smooth', gloss: 0.4 },
  crescent: { texture: 'smooth', gloss: 0.6 },
  gathered: { texture: 'suede', gloss: 0.05 },
  saddle: { texture: 'smooth', gloss: 0.55 },
  trunk: { texture: 'smooth', gloss: 0.6 },
  envelope: { texture: 'suede', gloss: 0.05 },
  'pleated-frame': { texture: 'smooth', gloss: 0.6 },
  chelsea: { texture: 'suede', gloss: 0.08 },
  trainer: { texture: 'suede', gloss: 0.08 },
  'field-jacket': { texture: 'suede', gloss: 0.05 },
  'glasses-case': { texture: 'smooth', gloss: 0.6 },
};
