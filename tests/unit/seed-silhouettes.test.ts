// Every model of the house is drawn as its own object. Two models never share a drawing (the
// product layer's outline at thumbnail size differs beyond a threshold), and the words a
// description uses for a shape (crescent, tote, shell, trunk...) are the silhouette drawn.
import { describe, expect, it } from 'vitest';
import sharp from 'sharp';
import { MODELS, VIEWS_BY_KIND } from '../../emulators/seed/shop/models.ts';
import { productDrawing, type ProductKind } from '../../emulators/seed/images/product-photo.ts';
import { SHAPE_KIND, type ProductShape } from '../../emulators/seed/images/shapes.ts';
import { Doc } from '../../emulators/seed/images/svg.ts';
import type { Pose } from '../../emulators/seed/images/kinds/types.ts';

const THUMB = { width: 64, height: 80 };
/** Share of the two outlines' union that only one of them covers. */
const MIN_DISTANCE = 0.06;

/** The lead picture's product layer as a mask: 1 where the object is, fitted to a 4:5 thumbnail. */
async function mask(kind: string, shape: ProductShape, pose: Pose): Promise<Uint8Array> {
  const d = productDrawing(new Doc(), kind as ProductKind, '#808080', pose, 0, undefined, false, shape);
  const b = d.bounds;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${THUMB.width * 4}" height="${THUMB.height * 4}" viewBox="${b.x} ${b.y} ${b.w} ${b.h}" preserveAspectRatio="xMidYMid meet"><rect x="${b.x - b.w}" y="${b.y - b.h}" width="${b.w * 3}" height="${b.h * 3}" fill="#fff"/>${d.silhouette}</svg>`;
  const raw = await sharp(Buffer.from(svg)).resize(THUMB.width, THUMB.height).greyscale().raw().toBuffer();
  return Uint8Array.from(raw, (v) => (v < 128 ? 1 : 0));
}

function distance(a: Uint8Array, b: Uint8Array): number {
  let union = 0,
    xor = 0;
  for (let i = 0; i < a.length; i++) {
    if (a[i] || b[i]) union++;
    if (a[i] !== b[i]) xor++;
  }
  return union ? xor / union : 0;
}

type Kind = (typeof SHAPE_KIND)[ProductShape];
const kindOf = (kind: Kind) => (Object.keys(SHAPE_KIND) as ProductShape[]).filter((shape) => SHAPE_KIND[shape] === kind);

/** Words a description uses for a shape, and the silhouettes that may be drawn for them. */
const SHAPE_WORDS: Array<[RegExp, ProductShape[]]> = [
  [/\btotes?\b/i, kindOf('tote')],
  [/\barched\b/i, ['arched-tote']],
  [/\bsailcloth\b|\bcanvas\b/i, ['canvas-tote']],
  [/\bwoven by hand\b|\bhand-woven\b/i, ['woven-tote', 'woven-belt']],
  [/\bshoulder bag\b/i, kindOf('shoulder-bag')],
  [/\bcrescent\b/i, ['crescent']],
  [/\bdomed?\b/i, ['domed']],
  [/\bgathered\b/i, ['gathered']],
  [/\bcrossbody\b/i, kindOf('crossbody')],
  [/\bbridge-shaped\b/i, ['bridge-flap']],
  [/\bsaddle-shaped\b/i, ['saddle']],
  [/\btrunk\b/i, ['trunk']],
  [/\bbucket\b/i, []],
  [/\bpochettes?\b/i, kindOf('pochette')],
  [/\bmirrored halves\b/i, ['mirrored']],
  [/\bshell\b|\bscalloped\b/i, ['shell']],
  [/\bhalf-moon\b/i, ['half-moon']],
  [/\bclutch\b/i, kindOf('clutch')],
  [/\bpleated\b|\bframe\b/i, ['pleated-frame']],
  [/\benvelope\b/i, ['envelope']],
  [/\bwallet\b/i, kindOf('wallet')],
  [/\bbifold\b/i, ['bifold']],
  [/\bzip-around\b/i, ['zip-around']],
  [/\bcontinental\b/i, ['continental']],
  [/\bslim pocket wallet\b/i, ['slim']],
  [/\bpassport\b/i, ['passport']],
  [/\bcard holder\b/i, ['card-case']],
  [/\bglasses case\b/i, ['glasses-case']],
  [/\bbelts?\b|\bcintura\b/i, kindOf('belt')],
  [/\bswivel buckle\b/i, ['reversible-belt']],
  [/\bsculpted\b/i, ['sculpted-buckle']],
  [/\bkey ring\b/i, kindOf('keyring')],
  [/\bknot\b/i, ['knot']],
  [/\btassel\b/i, ['tassel']],
  [/\bloafer\b/i, kindOf('loafer')],
  [/\bvenetian\b/i, ['venetian']],
  [/\bhorsebit\b/i, ['horsebit']],
  [/\bboot\b/i, kindOf('ankle-boot')],
  [/\bchelsea\b/i, ['chelsea']],
  [/\blace-up\b/i, ['lace-up']],
  [/\bsneaker\b|\btrainer\b/i, kindOf('sneaker')],
  [/\bcourt\b/i, ['court']],
  [/\btrainer\b|\bgum sole\b/i, ['trainer']],
  [/\bshirt\b/i, kindOf('shirt')],
  [/\brelaxed shirt\b/i, ['relaxed-shirt']],
  [/\bpoplin\b/i, ['poplin-shirt']],
  [/\bcoat\b|\bjacket\b/i, kindOf('coat')],
  [/\bdouble-faced\b/i, ['double-faced']],
  [/\btrench\b/i, ['trench']],
  [/\bfield jacket\b/i, ['field-jacket']],
  [/\bsweater\b|\bcardigan\b/i, kindOf('knit')],
  [/\bcrew-neck\b/i, ['crewneck']],
  [/\bcardigan\b/i, ['cardigan']],
  [/\btrousers\b/i, kindOf('trousers')],
  [/\bsingle pleat\b/i, ['pleated']],
  [/\bdrawstring\b/i, ['drawstring']],
  [/\bsilk twill square\b/i, ['foulard']],
];

const leads = MODELS.map((model) => ({
  handle: model.handle,
  kind: model.kind,
  shape: model.shape,
  pose: VIEWS_BY_KIND[model.kind][0] as Pose,
}));

describe('seed silhouettes', () => {
  it('every model names a silhouette of its own kind, and no two models share one', () => {
    for (const model of MODELS) expect(SHAPE_KIND[model.shape], model.handle).toBe(model.kind);
    const seen = new Map<string, string>();
    for (const model of MODELS) {
      expect(seen.get(model.shape), `${model.handle} and ${seen.get(model.shape)} share ${model.shape}`).toBeUndefined();
      seen.set(model.shape, model.handle);
    }
  });

  it('the shape a description names is the silhouette drawn', () => {
    const wrong: string[] = [];
    for (const model of MODELS) {
      const text = `${model.title}. ${model.blurb}`;
      const named = SHAPE_WORDS.filter(([word]) => word.test(text));
      // every description says what the object is, in at least one word the table knows
      if (named.length === 0) wrong.push(`${model.handle}: no shape word in "${model.blurb}"`);
      for (const [word, shapes] of named) {
        if (!shapes.includes(model.shape)) wrong.push(`${model.handle}: ${word} but drawn as ${model.shape}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('no two models look alike in their lead picture at thumbnail size', async () => {
    const masks = await Promise.all(leads.map((lead) => mask(lead.kind, lead.shape, lead.pose)));
    const alike: string[] = [];
    let closest = { d: 1, pair: '' };
    for (let i = 0; i < leads.length; i++) {
      expect(
        masks[i].reduce((s, v) => s + v, 0),
        `${leads[i].handle} draws something`,
      ).toBeGreaterThan(200);
      for (let j = i + 1; j < leads.length; j++) {
        const d = distance(masks[i], masks[j]);
        if (d < closest.d) closest = { d, pair: `${leads[i].handle} / ${leads[j].handle}` };
        if (d < MIN_DISTANCE) alike.push(`${leads[i].handle} / ${leads[j].handle}: ${d.toFixed(3)}`);
      }
    }
    console.info(`[seed-silhouettes] ${leads.length} models, closest pair ${closest.pair} at ${closest.d.toFixed(3)}`);
    expect(alike).toEqual([]);
  }, 60_000);
});
