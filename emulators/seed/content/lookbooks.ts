// Three lookbooks whose photographs carry hotspots on products of the Shopify seed.
import { productSpots, type EditorialPhotoSpec } from '../images/editorial-photo.ts';
import type { LookbookDocument, LookbookSpread, LookbookSpreadImage } from '../../../content-model/documents.ts';
import type { ContentBuilder } from './builder.ts';
import { productRef, slug, stamp } from './builder.ts';
import { LOOKBOOK } from './ids.ts';
import { MODELS } from '../shop/models.ts';
import { AVORIO, BLU_NOTTE, BORDEAUX, CAMMELLO, COGNAC, INK, OLIVA, SABBIA, STONE, TABACCO, TERRACOTTA } from './palette.ts';

type ProductKind = NonNullable<EditorialPhotoSpec['products']>[number]['kind'];

/** The silhouette of the model a product handle belongs to (split products carry a colour suffix). */
function shapeOf(handle: string) {
  return MODELS.find((model) => handle === model.handle || handle.startsWith(`${model.handle}-`))?.shape;
}
type Stored = LookbookDocument & { _createdAt: string; _updatedAt: string };

/**
 * A product shown in a photograph: what the renderer draws. Its hotspot goes where the renderer
 * put it (productSpots), so list only products the scene draws; one it leaves out gets no hotspot.
 */
interface Worn {
  handle: string;
  kind: ProductKind;
  color: string;
}

export function lookbookDocuments(b: ContentBuilder): Stored[] {
  // 4:5, the frame the storefront shows lookbook pictures in, so no crop shifts the hotspots
  const photo = (
    scene: EditorialPhotoSpec['scene'],
    palette: string[],
    seed: number,
    worn: Worn[],
    alt: string,
    caption?: string,
  ): LookbookSpreadImage => {
    const spec: EditorialPhotoSpec = {
      scene,
      palette,
      width: 1200,
      height: 1500,
      seed,
      products: worn.map(({ handle, kind, color }) => ({ kind, color, shape: shapeOf(handle) })),
    };
    const spots = productSpots(spec);
    return {
      _type: 'lookbookImage',
      _key: b.key(),
      image: b.image(spec, alt),
      ...(caption ? { caption } : {}),
      hotspots: worn.flatMap(({ handle }, i) => {
        const spot = spots[i];
        return spot ? [{ _type: 'lookbookHotspot' as const, _key: b.key(), x: spot.x, y: spot.y, product: productRef(handle) }] : [];
      }),
    };
  };
  const spread = (layout: LookbookSpread['layout'], images: LookbookSpreadImage[], text?: string): LookbookSpread => ({
    _type: 'lookbookSpread',
    _key: b.key(),
    layout,
    images,
    ...(text ? { text } : {}),
  });

  const autumnWinter: Stored = {
    _id: LOOKBOOK.autumnWinter,
    _type: 'lookbook',
    ...stamp('2025-09-01'),
    title: 'Autunno–Inverno 2025',
    slug: slug('autunno-inverno-2025'),
    season: 'Autumn–Winter 2025',
    publishedAt: '2025-09-01T08:00:00Z',
    intro: b.text(
      'Camel wool, cognac calfskin and the low light of a Florentine November. Photographed between the workshop and the hills of Bellosguardo.',
    ),
    hero: b.image(
      {
        scene: 'landscape',
        palette: [CAMMELLO, OLIVA, STONE],
        width: 2000,
        height: 1250,
        seed: 201,
        products: [{ kind: 'coat', color: CAMMELLO }],
      },
      'A figure in a camel coat on a cypress-lined road above Florence',
      // The editor's focal point: a phone's portrait crop keeps the figure.
      { hotspot: { x: 0.62, y: 0.6 } },
    ),
    spreads: [
      spread(
        'full',
        [
          photo(
            'portrait',
            [CAMMELLO, AVORIO, INK],
            202,
            [
              { handle: 'cappotto-cammello', kind: 'coat', color: CAMMELLO },
              { handle: 'symmetry-pochette-cognac', kind: 'pochette', color: COGNAC },
            ],
            'The Cappotto Cammello with the Symmetry Pochette in cognac',
            'Cappotto Cammello, Symmetry Pochette in cognac.',
          ),
        ],
        'A coat cut wide at the shoulder, to be worn for twenty winters.',
      ),
      spread('pair', [
        photo(
          'street',
          [STONE, INK, CAMMELLO],
          203,
          [
            { handle: 'arco-tote', kind: 'tote', color: INK },
            { handle: 'mocassino-veneziano', kind: 'loafer', color: TABACCO },
          ],
          'The Arco Tote in nero and Mocassino Veneziano loafers on Via Maggio',
        ),
        photo(
          'still-life',
          [AVORIO, COGNAC, INK],
          204,
          [
            { handle: 'portachiavi-nodo', kind: 'keyring', color: COGNAC },
            { handle: 'piega-wallet', kind: 'wallet', color: COGNAC },
          ],
          'The Piega Wallet and the Portachiavi Nodo in cognac',
        ),
      ]),
      spread(
        'offset',
        [
          photo(
            'portrait',
            [BORDEAUX, AVORIO, INK],
            205,
            [
              { handle: 'symmetry-pochette-bordeaux', kind: 'pochette', color: BORDEAUX },
              { handle: 'cintura-classica', kind: 'belt', color: INK },
            ],
            'The Symmetry Pochette in bordeaux worn with the Cintura Classica',
          ),
        ],
        'Bordeaux, the colour of the season: dyed through, so the edges match the face.',
      ),
    ],
    seo: {
      _type: 'seo',
      title: 'Autunno–Inverno 2025',
      description: 'Camel wool, cognac calfskin and the low light of a Florentine November.',
    },
  };

  const riviera: Stored = {
    _id: LOOKBOOK.riviera,
    _type: 'lookbook',
    ...stamp('2025-05-12'),
    title: 'Riviera',
    slug: slug('riviera'),
    season: 'Spring–Summer 2025',
    publishedAt: '2025-05-12T08:00:00Z',
    intro: b.text('Linen, sun-bleached canvas and a pochette for the evening passeggiata. Photographed on the Ligurian coast at Camogli.'),
    hero: b.image(
      { scene: 'harbour', palette: [SABBIA, BLU_NOTTE, TERRACOTTA], width: 2000, height: 1250, seed: 301 },
      'The harbour at Camogli at dusk',
      { hotspot: { x: 0.55, y: 0.6 } },
    ),
    spreads: [
      spread('full', [
        photo(
          'street',
          [SABBIA, TERRACOTTA, AVORIO],
          302,
          [
            { handle: 'camicia-lino', kind: 'shirt', color: AVORIO },
            { handle: 'luna-shoulder-bag', kind: 'shoulder-bag', color: COGNAC },
          ],
          'The Camicia Lino and the Luna Shoulder Bag on the harbour wall',
          'Camicia Lino, Luna Shoulder Bag.',
        ),
      ]),
      spread(
        'pair',
        [
          photo(
            'still-life',
            [AVORIO, INK, SABBIA],
            303,
            [{ handle: 'symmetry-pochette-nero', kind: 'pochette', color: INK }],
            'The Symmetry Pochette in nero on a linen tablecloth',
          ),
          photo(
            'portrait',
            [SABBIA, AVORIO, TABACCO],
            304,
            [
              { handle: 'mocassino-veneziano', kind: 'loafer', color: TABACCO },
              { handle: 'cintura-classica', kind: 'belt', color: COGNAC },
            ],
            'Mocassino Veneziano loafers and the Cintura Classica in cognac',
          ),
        ],
        'Unlined loafers, worn without socks from May to September.',
      ),
    ],
    seo: { _type: 'seo', title: 'Riviera', description: 'Linen, canvas and leather on the Ligurian coast.' },
  };

  const atelier: Stored = {
    _id: LOOKBOOK.atelier,
    _type: 'lookbook',
    ...stamp('2025-02-20'),
    title: 'In the atelier',
    slug: slug('in-the-atelier'),
    season: 'The permanent collection',
    publishedAt: '2025-02-20T08:00:00Z',
    intro: b.text(
      'The pieces we make every season, photographed where they are made: on the cutting table, the stitching horse and the finishing bench.',
    ),
    hero: b.image(
      { scene: 'atelier', palette: [TABACCO, AVORIO, COGNAC], width: 2000, height: 1250, seed: 401 },
      'The cutting table in the Bottega workshop',
      { hotspot: { x: 0.78, y: 0.45 } },
    ),
    spreads: [
      spread(
        'pair',
        [
          photo(
            'atelier',
            [TABACCO, AVORIO, INK],
            402,
            [
              { handle: 'symmetry-pochette-cognac', kind: 'pochette', color: COGNAC },
              { handle: 'piega-wallet', kind: 'wallet', color: INK },
            ],
            'A Symmetry Pochette in cognac and a Piega Wallet on the finishing bench',
          ),
          photo(
            'still-life',
            [STONE, INK, BORDEAUX],
            403,
            [{ handle: 'arco-tote', kind: 'tote', color: TABACCO }],
            'The Arco Tote in tabacco, before its handles are stitched',
          ),
        ],
        'Each edge is sanded, dyed and burnished seven times by hand.',
      ),
      spread('full', [
        photo(
          'atelier',
          [COGNAC, AVORIO, INK],
          404,
          [
            { handle: 'portachiavi-nodo', kind: 'keyring', color: BORDEAUX },
            { handle: 'symmetry-pochette-bordeaux', kind: 'pochette', color: BORDEAUX },
          ],
          'Offcuts of bordeaux calfskin become the Portachiavi Nodo',
          'Nothing is wasted: offcuts become the Portachiavi Nodo.',
        ),
      ]),
    ],
    seo: { _type: 'seo', title: 'In the atelier', description: 'The permanent collection, photographed where it is made.' },
  };

  return [autumnWinter, riviera, atelier];
}
