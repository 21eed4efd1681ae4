// The Bottega line: every model the house makes. A model with `split` becomes one product per
// colour, grouped by a swatch collection that carries the model's handle; otherwise colour is a
// variant option of one product.
import type { ProductShape } from '../images/shapes.ts';

type CategoryKey = 'bags' | 'pochettes' | 'wallets' | 'belts' | 'small-leather-goods' | 'shoes' | 'ready-to-wear';
export type SizeRange = 'one' | 'apparel' | 'shoes' | 'belt';

export interface Model {
  handle: string;
  title: string;
  category: CategoryKey;
  /** The photo renderer's ProductKind. */
  kind: string;
  /** The model's own silhouette within its kind (emulators/seed/images/shapes.ts). */
  shape: ProductShape;
  price: number;
  material: string;
  colours: string[];
  sizes: SizeRange;
  split?: boolean;
  /** Percentage off; the original price becomes the compare-at price. */
  sale?: number;
  finalSale?: boolean;
  preorder?: string;
  /** Created this many days before the reference date (new arrivals are within 30). */
  ageDays: number;
  soldOut?: boolean;
  blurb: string;
  dimensions: string;
}

export interface Category {
  key: CategoryKey;
  title: string;
  productType: string;
  description: string;
  weightGrams: number;
}

export const CATEGORIES: Category[] = [
  { key: 'bags', title: 'Bags', productType: 'Bags', weightGrams: 950, description: 'Totes, shoulder bags and crossbodies cut from full-grain leather and finished by hand in our Florentine workshop.' },
  { key: 'pochettes', title: 'Pochettes', productType: 'Pochettes', weightGrams: 380, description: 'Evening pochettes and clutches with hand-painted edges and solid brass closures.' },
  { key: 'wallets', title: 'Wallets', productType: 'Wallets', weightGrams: 180, description: 'Wallets folded, stitched and burnished by a single artisan from start to finish.' },
  { key: 'belts', title: 'Belts', productType: 'Belts', weightGrams: 220, description: 'Belts in calfskin and woven leather with buckles cast in Tuscany.' },
  { key: 'small-leather-goods', title: 'Small Leather Goods', productType: 'Small Leather Goods', weightGrams: 90, description: 'Card holders, key rings and cases: the everyday pieces, made to last decades.' },
  { key: 'shoes', title: 'Shoes', productType: 'Shoes', weightGrams: 1100, description: 'Loafers, boots and sneakers built on our own lasts in the Riviera del Brenta.' },
  { key: 'ready-to-wear', title: 'Ready-to-Wear', productType: 'Ready-to-Wear', weightGrams: 600, description: 'Shirts, knitwear, trousers and outerwear in Italian linen, cashmere and wool.' },
];

export const MODELS: Model[] = [
  // Bags
  { handle: 'arco-tote', title: 'Arco Tote', category: 'bags', kind: 'tote', shape: 'arched-tote', price: 2450, material: 'Vegetable-tanned leather', colours: ['Nero', 'Cognac', 'Tabacco'], sizes: 'one', ageDays: 210, blurb: 'An arched silhouette in vegetable-tanned leather that softens and darkens with every season.', dimensions: 'W 38 × H 30 × D 15 cm; handle drop 22 cm' },
  { handle: 'luna-shoulder-bag', title: 'Luna Shoulder Bag', category: 'bags', kind: 'shoulder-bag', shape: 'crescent', price: 2150, material: 'Nappa lambskin', colours: ['Nero', 'Cipria', 'Cognac'], sizes: 'one', ageDays: 160, blurb: 'A crescent of supple nappa that sits close under the arm, closed with a hidden magnetic tab.', dimensions: 'W 32 × H 18 × D 8 cm; strap drop 24 cm' },
  { handle: 'vela-tote', title: 'Vela Tote', category: 'bags', kind: 'tote', shape: 'canvas-tote', price: 1850, material: 'Canvas & calfskin', colours: ['Nero', 'Sabbia', 'Oliva'], sizes: 'one', split: true, ageDays: 320, blurb: 'Sailcloth canvas trimmed in calfskin, roomy enough for a weekend on the coast.', dimensions: 'W 44 × H 34 × D 18 cm; handle drop 25 cm' },
  { handle: 'ponte-crossbody', title: 'Ponte Crossbody', category: 'bags', kind: 'crossbody', shape: 'bridge-flap', price: 1650, material: 'Calfskin', colours: ['Nero', 'Bordeaux', 'Cognac', 'Blu Notte'], sizes: 'one', split: true, ageDays: 140, blurb: 'A compact crossbody with a bridge-shaped flap and an adjustable strap.', dimensions: 'W 22 × H 16 × D 7 cm; strap drop 55–60 cm' },
  { handle: 'duomo-shoulder-bag', title: 'Duomo Shoulder Bag', category: 'bags', kind: 'shoulder-bag', shape: 'domed', price: 2900, material: 'Calfskin', colours: ['Nero', 'Tabacco'], sizes: 'one', ageDays: 400, blurb: 'Structured calfskin with a domed top, a tribute to the cathedral at the end of our street.', dimensions: 'W 30 × H 24 × D 12 cm; strap drop 28 cm' },
  { handle: 'sella-crossbody', title: 'Sella Crossbody', category: 'bags', kind: 'crossbody', shape: 'saddle', price: 1390, material: 'Vegetable-tanned leather', colours: ['Cognac', 'Nero', 'Verde Bosco'], sizes: 'one', sale: 30, ageDays: 480, blurb: 'A saddle-shaped crossbody with hand-stitched saddle seams and a brass buckle.', dimensions: 'W 24 × H 20 × D 8 cm; strap drop 52 cm' },
  { handle: 'mercato-tote', title: 'Mercato Tote', category: 'bags', kind: 'tote', shape: 'woven-tote', price: 1250, material: 'Woven calfskin', colours: ['Sabbia', 'Nero'], sizes: 'one', ageDays: 6, blurb: 'Calfskin strips woven by hand into a market tote that holds its shape.', dimensions: 'W 40 × H 32 × D 16 cm; handle drop 20 cm' },
  { handle: 'brezza-shoulder-bag', title: 'Brezza Shoulder Bag', category: 'bags', kind: 'shoulder-bag', shape: 'gathered', price: 1950, material: 'Suede', colours: ['Avorio', 'Nero', 'Terracotta'], sizes: 'one', split: true, ageDays: 12, blurb: 'Unlined suede gathered into soft folds on a slim leather strap.', dimensions: 'W 36 × H 26 × D 10 cm; strap drop 26 cm' },
  { handle: 'ginevra-tote', title: 'Ginevra Tote', category: 'bags', kind: 'tote', shape: 'structured-tote', price: 3400, material: 'Calfskin', colours: ['Nero'], sizes: 'one', preorder: 'Pre-order: made to order in Florence, ships within 6 weeks.', ageDays: 3, blurb: 'Our largest tote, with a suspended interior pocket and hand-painted edges in seven coats.', dimensions: 'W 46 × H 33 × D 19 cm; handle drop 24 cm' },
  { handle: 'bauletto-crossbody', title: 'Bauletto Crossbody', category: 'bags', kind: 'crossbody', shape: 'trunk', price: 1490, material: 'Nappa lambskin', colours: ['Nero', 'Cipria'], sizes: 'one', ageDays: 250, blurb: 'A little trunk of padded nappa on a chain-and-leather strap.', dimensions: 'W 20 × H 14 × D 9 cm; strap drop 54 cm' },
  // Pochettes
  { handle: 'symmetry-pochette', title: 'Symmetry Pochette', category: 'pochettes', kind: 'pochette', shape: 'mirrored', price: 890, material: 'Calfskin', colours: ['Nero', 'Cognac', 'Bordeaux', 'Cipria', 'Verde Bosco'], sizes: 'one', split: true, ageDays: 90, blurb: 'Two mirrored halves meet at a brass bar: the pochette that started the house.', dimensions: 'W 24 × H 14 × D 4 cm; detachable strap drop 50 cm' },
  { handle: 'notte-clutch', title: 'Notte Clutch', category: 'pochettes', kind: 'clutch', shape: 'pleated-frame', price: 1150, material: 'Nappa lambskin', colours: ['Nero', 'Bordeaux', 'Blu Notte'], sizes: 'one', split: true, ageDays: 300, blurb: 'A pleated evening clutch with a frame that closes with a soft click.', dimensions: 'W 28 × H 15 × D 5 cm' },
  { handle: 'conchiglia-pochette', title: 'Conchiglia Pochette', category: 'pochettes', kind: 'pochette', shape: 'shell', price: 790, material: 'Nappa lambskin', colours: ['Nero', 'Avorio', 'Cipria'], sizes: 'one', ageDays: 9, blurb: 'A shell-shaped pochette with a scalloped flap and a wrist strap.', dimensions: 'W 21 × H 13 × D 5 cm' },
  { handle: 'busta-clutch', title: 'Busta Clutch', category: 'pochettes', kind: 'clutch', shape: 'envelope', price: 950, material: 'Suede', colours: ['Nero', 'Tabacco'], sizes: 'one', sale: 25, finalSale: true, ageDays: 520, blurb: 'An envelope of brushed suede, lined in cotton twill.', dimensions: 'W 30 × H 19 × D 2 cm' },
  { handle: 'mezzaluna-pochette', title: 'Mezzaluna Pochette', category: 'pochettes', kind: 'pochette', shape: 'half-moon', price: 720, material: 'Vegetable-tanned leather', colours: ['Nero', 'Cognac', 'Sabbia'], sizes: 'one', split: true, ageDays: 190, blurb: 'A half-moon pochette cut from a single piece and folded without a seam at the base.', dimensions: 'W 23 × H 13 × D 4 cm; strap drop 52 cm' },
  // Wallets
  { handle: 'piega-wallet', title: 'Piega Wallet', category: 'wallets', kind: 'wallet', shape: 'bifold', price: 520, material: 'Calfskin', colours: ['Nero', 'Cognac', 'Bordeaux'], sizes: 'one', ageDays: 230, blurb: 'A bifold wallet with a single crisp fold and eight card slots.', dimensions: 'W 11 × H 9.5 × D 1.5 cm' },
  { handle: 'cerniera-wallet', title: 'Cerniera Wallet', category: 'wallets', kind: 'wallet', shape: 'zip-around', price: 640, material: 'Calfskin', colours: ['Nero', 'Tabacco', 'Verde Bosco'], sizes: 'one', split: true, ageDays: 350, blurb: 'A zip-around wallet with a brass zip pull shaped like a needle.', dimensions: 'W 19 × H 10 × D 2.5 cm' },
  { handle: 'lungo-wallet', title: 'Lungo Wallet', category: 'wallets', kind: 'wallet', shape: 'continental', price: 690, material: 'Nappa lambskin', colours: ['Nero', 'Cipria'], sizes: 'one', ageDays: 20, blurb: 'A continental wallet in nappa with a coin pocket closed by a press stud.', dimensions: 'W 19 × H 9.5 × D 2 cm' },
  { handle: 'tasca-wallet', title: 'Tasca Wallet', category: 'wallets', kind: 'wallet', shape: 'slim', price: 450, material: 'Vegetable-tanned leather', colours: ['Nero', 'Cognac', 'Blu Notte', 'Bordeaux'], sizes: 'one', split: true, ageDays: 430, blurb: 'A slim pocket wallet that patinates with the shape of your pocket.', dimensions: 'W 10 × H 8 × D 1 cm' },
  // Belts
  { handle: 'cintura-classica', title: 'Cintura Classica', category: 'belts', kind: 'belt', shape: 'classic-belt', price: 450, material: 'Calfskin', colours: ['Nero', 'Cognac'], sizes: 'belt', ageDays: 600, blurb: 'A 3 cm calfskin belt with a polished brass buckle: the one we wear every day.', dimensions: 'Width 3 cm; sizes measured buckle to middle hole' },
  { handle: 'cintura-reversibile', title: 'Cintura Reversibile', category: 'belts', kind: 'belt', shape: 'reversible-belt', price: 550, material: 'Calfskin', colours: ['Nero', 'Tabacco'], sizes: 'belt', ageDays: 260, blurb: 'Two belts in one: turn the swivel buckle to change colour.', dimensions: 'Width 3.5 cm' },
  { handle: 'cintura-intrecciata', title: 'Cintura Intrecciata', category: 'belts', kind: 'belt', shape: 'woven-belt', price: 390, material: 'Woven calfskin', colours: ['Nero', 'Cognac', 'Sabbia'], sizes: 'belt', split: true, ageDays: 15, blurb: 'Hand-woven calfskin that takes any prong, so it fits to the centimetre.', dimensions: 'Width 3 cm' },
  { handle: 'cintura-fibbia-oro', title: 'Cintura Fibbia Oro', category: 'belts', kind: 'belt', shape: 'sculpted-buckle', price: 650, material: 'Calfskin', colours: ['Bordeaux', 'Nero'], sizes: 'belt', sale: 20, ageDays: 380, blurb: 'A narrow belt with a sculpted gold-tone buckle cast by a family foundry near Arezzo.', dimensions: 'Width 2 cm' },
  // Small leather goods
  { handle: 'portachiavi-nodo', title: 'Portachiavi Nodo', category: 'small-leather-goods', kind: 'keyring', shape: 'knot', price: 190, material: 'Calfskin', colours: ['Cognac', 'Nero', 'Bordeaux'], sizes: 'one', finalSale: true, ageDays: 150, blurb: 'A key ring tied in a sailor’s knot of calfskin cord.', dimensions: 'L 12 cm' },
  { handle: 'porta-carte', title: 'Porta Carte', category: 'small-leather-goods', kind: 'cardholder', shape: 'card-case', price: 290, material: 'Calfskin', colours: ['Nero', 'Cognac', 'Bordeaux', 'Verde Bosco', 'Cipria'], sizes: 'one', split: true, ageDays: 70, blurb: 'A four-slot card holder with a central pocket for folded notes.', dimensions: 'W 10 × H 7 cm' },
  { handle: 'portachiavi-ciondolo', title: 'Portachiavi Ciondolo', category: 'small-leather-goods', kind: 'keyring', shape: 'tassel', price: 220, material: 'Vegetable-tanned leather', colours: ['Nero', 'Tabacco'], sizes: 'one', ageDays: 280, blurb: 'A leather tassel on a brass ring, to hang from a bag or a key.', dimensions: 'L 14 cm' },
  { handle: 'porta-passaporto', title: 'Porta Passaporto', category: 'small-leather-goods', kind: 'wallet', shape: 'passport', price: 420, material: 'Calfskin', colours: ['Nero', 'Cognac'], sizes: 'one', ageDays: 330, blurb: 'A passport cover with slots for boarding passes and two cards.', dimensions: 'W 10 × H 14 cm' },
  { handle: 'custodia-occhiali', title: 'Custodia Occhiali', category: 'small-leather-goods', kind: 'cardholder', shape: 'glasses-case', price: 350, material: 'Nappa lambskin', colours: ['Nero', 'Tabacco'], sizes: 'one', ageDays: 18, blurb: 'A padded glasses case that closes with a leather-covered snap.', dimensions: 'W 17 × H 8 × D 4 cm' },
  // Shoes
  { handle: 'mocassino-veneziano', title: 'Mocassino Veneziano', category: 'shoes', kind: 'loafer', shape: 'venetian', price: 890, material: 'Calfskin', colours: ['Nero', 'Tabacco'], sizes: 'shoes', ageDays: 200, blurb: 'The Venetian loafer: unlined, hand-sewn moccasin construction, leather sole.', dimensions: 'Heel 1.5 cm; Italian sizing' },
  { handle: 'mocassino-morsetto', title: 'Mocassino Morsetto', category: 'shoes', kind: 'loafer', shape: 'horsebit', price: 950, material: 'Calfskin', colours: ['Nero', 'Bordeaux'], sizes: 'shoes', split: true, ageDays: 310, blurb: 'A loafer with a brass horsebit inspired by the Palio’s saddlery.', dimensions: 'Heel 2 cm; Italian sizing' },
  { handle: 'stivaletto-chelsea', title: 'Stivaletto Chelsea', category: 'shoes', kind: 'ankle-boot', shape: 'chelsea', price: 1250, material: 'Suede', colours: ['Nero', 'Tabacco'], sizes: 'shoes', split: true, ageDays: 5, blurb: 'A Chelsea boot in water-resistant suede on a Goodyear-welted rubber sole.', dimensions: 'Heel 3 cm; shaft 15 cm' },
  { handle: 'stivaletto-stringato', title: 'Stivaletto Stringato', category: 'shoes', kind: 'ankle-boot', shape: 'lace-up', price: 1190, material: 'Calfskin', colours: ['Nero'], sizes: 'shoes', preorder: 'Pre-order: the next batch leaves the workshop in four weeks.', ageDays: 26, blurb: 'A lace-up ankle boot with a Norwegian welt, built for city winters.', dimensions: 'Heel 3.5 cm; shaft 13 cm' },
  { handle: 'sneaker-corsa', title: 'Sneaker Corsa', category: 'shoes', kind: 'sneaker', shape: 'court', price: 690, material: 'Calfskin', colours: ['Bianco', 'Nero', 'Sabbia'], sizes: 'shoes', split: true, ageDays: 120, blurb: 'A clean court sneaker in calfskin on a stitched cupsole.', dimensions: 'Sole 3 cm; Italian sizing' },
  { handle: 'sneaker-campo', title: 'Sneaker Campo', category: 'shoes', kind: 'sneaker', shape: 'trainer', price: 640, material: 'Suede', colours: ['Bianco', 'Verde Bosco'], sizes: 'shoes', sale: 30, ageDays: 450, blurb: 'A retro trainer in suede and calfskin with a gum sole.', dimensions: 'Sole 2.5 cm; Italian sizing' },
  // Ready-to-wear
  { handle: 'camicia-lino', title: 'Camicia Lino', category: 'ready-to-wear', kind: 'shirt', shape: 'relaxed-shirt', price: 490, material: 'Linen', colours: ['Bianco', 'Celeste'], sizes: 'apparel', ageDays: 45, blurb: 'A relaxed shirt in washed Italian linen with mother-of-pearl buttons.', dimensions: 'Relaxed fit; the model is 180 cm and wears M' },
  { handle: 'camicia-popeline', title: 'Camicia Popeline', category: 'ready-to-wear', kind: 'shirt', shape: 'poplin-shirt', price: 390, material: 'Cotton poplin', colours: ['Bianco', 'Blu Notte'], sizes: 'apparel', split: true, ageDays: 270, blurb: 'A crisp poplin shirt with a soft collar, sewn in Puglia.', dimensions: 'Regular fit; the model is 178 cm and wears S' },
  { handle: 'cappotto-cammello', title: 'Cappotto Cammello', category: 'ready-to-wear', kind: 'coat', shape: 'double-faced', price: 3900, material: 'Wool & cashmere', colours: ['Cammello'], sizes: 'apparel', preorder: 'Pre-order: ships in early October. Reserve yours now.', ageDays: 8, blurb: 'A double-faced camel coat in wool and cashmere, unlined and hand-finished.', dimensions: 'Oversized fit; length 115 cm in size M' },
  { handle: 'trench-riviera', title: 'Trench Riviera', category: 'ready-to-wear', kind: 'coat', shape: 'trench', price: 2900, material: 'Cotton gabardine', colours: ['Sabbia', 'Nero'], sizes: 'apparel', ageDays: 14, blurb: 'A trench coat in tightly woven gabardine with leather-covered buttons.', dimensions: 'Regular fit; length 110 cm in size M' },
  { handle: 'maglia-cashmere', title: 'Maglia Cashmere', category: 'ready-to-wear', kind: 'knit', shape: 'crewneck', price: 1150, material: 'Cashmere', colours: ['Cammello', 'Grigio Perla', 'Blu Notte', 'Bordeaux'], sizes: 'apparel', split: true, ageDays: 240, blurb: 'A crew-neck sweater knitted from two-ply Mongolian cashmere in Umbria.', dimensions: 'Regular fit; the model is 176 cm and wears S' },
  { handle: 'cardigan-costa', title: 'Cardigan Costa', category: 'ready-to-wear', kind: 'knit', shape: 'cardigan', price: 990, material: 'Cashmere', colours: ['Avorio', 'Nero'], sizes: 'apparel', sale: 25, ageDays: 500, blurb: 'A ribbed cashmere cardigan with horn buttons.', dimensions: 'Relaxed fit; the model is 176 cm and wears S' },
  { handle: 'pantalone-sartoriale', title: 'Pantalone Sartoriale', category: 'ready-to-wear', kind: 'trousers', shape: 'pleated', price: 790, material: 'Wool', colours: ['Nero', 'Cammello', 'Grigio Perla'], sizes: 'apparel', split: true, ageDays: 290, blurb: 'Tailored trousers with a single pleat, cut from Biella wool.', dimensions: 'Straight leg; inseam 82 cm in size M' },
  { handle: 'pantalone-lino', title: 'Pantalone Lino', category: 'ready-to-wear', kind: 'trousers', shape: 'drawstring', price: 590, material: 'Linen', colours: ['Sabbia', 'Bianco'], sizes: 'apparel', ageDays: 11, blurb: 'Drawstring trousers in heavy linen for long summer evenings.', dimensions: 'Wide leg; inseam 80 cm in size M' },
  { handle: 'foulard-seta', title: 'Foulard Seta', category: 'ready-to-wear', kind: 'scarf', shape: 'foulard', price: 390, material: 'Silk twill', colours: ['Bordeaux', 'Blu Notte', 'Verde Bosco'], sizes: 'one', split: true, ageDays: 180, blurb: 'A silk twill square printed in Como with an archive saddle-stitch motif.', dimensions: '90 × 90 cm; hand-rolled edges' },
  { handle: 'giacca-suede', title: 'Giacca Suede', category: 'ready-to-wear', kind: 'coat', shape: 'field-jacket', price: 4200, material: 'Suede', colours: ['Tabacco'], sizes: 'apparel', soldOut: true, ageDays: 360, blurb: 'A suede field jacket, cut and sewn by hand in twelve pieces.', dimensions: 'Regular fit; length 72 cm in size M' },
];

export const SIZE_VALUES: Record<SizeRange, string[]> = {
  one: ['One Size'],
  apparel: ['XS', 'S', 'M', 'L', 'XL', 'XXL'],
  shoes: ['36', '37', '38', '39', '40', '41', '42', '43', '44', '45'],
  belt: ['80', '85', '90', '95', '100', '105', '110'],
};

/** Views the photo renderer draws, in the order a product page shows them. */
export const VIEWS_BY_KIND: Record<string, string[]> = {
  tote: ['front', 'side', 'back', 'detail', 'top', 'styled'],
  'shoulder-bag': ['front', 'side', 'back', 'detail', 'styled'],
  crossbody: ['front', 'side', 'back', 'detail', 'styled'],
  pochette: ['front', 'back', 'detail', 'top', 'styled'],
  clutch: ['front', 'back', 'detail', 'styled'],
  wallet: ['front', 'back', 'detail', 'top'],
  cardholder: ['front', 'back', 'detail'],
  belt: ['front', 'detail', 'top', 'styled'],
  keyring: ['front', 'detail', 'styled'],
  loafer: ['side', 'front', 'top', 'back', 'detail', 'styled'],
  'ankle-boot': ['side', 'front', 'back', 'detail', 'styled'],
  sneaker: ['side', 'front', 'top', 'back', 'styled'],
  shirt: ['front', 'back', 'detail', 'styled'],
  coat: ['front', 'back', 'side', 'detail', 'styled'],
  knit: ['front', 'back', 'detail', 'styled'],
  trousers: ['front', 'back', 'detail', 'styled'],
  scarf: ['front', 'detail', 'styled'],
};

export const SHIPPING_TEXT =
  'Complimentary express shipping on every order, delivered in our signature box.\nReturns are free within 30 days, except Final Sale pieces.';

export function careText(material: string): string {
  const care: Record<string, string> = {
    Linen: 'Hand wash cold or dry clean. Linen softens with every wash.',
    'Cotton poplin': 'Machine wash at 30°C; iron while slightly damp.',
    Cashmere: 'Hand wash cold with a wool detergent and dry flat.',
    'Wool & cashmere': 'Dry clean only. Brush after wearing and rest on a shaped hanger.',
    Wool: 'Dry clean only. Steam to refresh.',
    'Cotton gabardine': 'Dry clean only.',
    'Silk twill': 'Dry clean only. Store rolled, never folded.',
    Suede: 'Brush with a soft suede brush; protect from rain with a suede spray.',
  };
  return `${material}, made in Italy.\n${care[material] ?? 'Wipe with a soft dry cloth and feed twice a year with a neutral leather balm. Store in the dust bag provided.'}`;
}
