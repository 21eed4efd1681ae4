// The home page, published and as a draft: the draft carries a phrase ("Autumn atelier preview")
// that exists nowhere else, so preview can be told apart from published content.
import type { HomeDocument } from '../../../content-model/documents.ts';
import type { ContentBuilder } from './builder.ts';
import { collectionRef, productRef, ref, stamp } from './builder.ts';
import { LOOKBOOK, PAGE } from './ids.ts';
import { AVORIO, BORDEAUX, CAMMELLO, COGNAC, INK, OLIVA, SABBIA, TABACCO } from './palette.ts';

/** The phrase only the draft of the home page contains. */
const DRAFT_ONLY_PHRASE = 'Autumn atelier preview';

type Stored = HomeDocument & { _createdAt: string; _updatedAt: string };

export function homeDocuments(b: ContentBuilder): { published: Stored; draft: Omit<Stored, '_id'> & { _id: 'drafts.home' } } {
  const heroImage = b.image(
    {
      scene: 'hero',
      palette: [COGNAC, AVORIO, INK],
      width: 2000,
      height: 1250,
      seed: 101,
      products: [
        { kind: 'pochette', shape: 'mirrored', color: COGNAC },
        { kind: 'tote', shape: 'arched-tote', color: INK },
      ],
    },
    'The Symmetry Pochette and the Arco Tote in the light of a Florentine courtyard',
    { hotspot: { x: 0.55, y: 0.5 } },
  );
  const pochettes = b.image(
    {
      scene: 'still-life',
      palette: [AVORIO, BORDEAUX, COGNAC],
      width: 1200,
      height: 1500,
      seed: 102,
      products: [
        { kind: 'pochette', shape: 'mirrored', color: BORDEAUX },
        { kind: 'pochette', shape: 'mirrored', color: INK },
        { kind: 'pochette', shape: 'mirrored', color: COGNAC },
      ],
    },
    'Three Symmetry Pochettes in nero, cognac and bordeaux',
  );
  const shoes = b.image(
    {
      scene: 'street',
      palette: [SABBIA, TABACCO, INK],
      width: 1200,
      height: 1500,
      seed: 103,
      products: [{ kind: 'loafer', shape: 'venetian', color: TABACCO }],
    },
    'Mocassino Veneziano loafers on the stones of the Oltrarno',
  );
  const atelier = b.image(
    { scene: 'hides', palette: [TABACCO, AVORIO, OLIVA], width: 1600, height: 1000, seed: 104 },
    'Hides of vegetable-tanned leather drying on racks in the workshop',
  );

  const modules: HomeDocument['modules'] = [
    {
      _type: 'moduleProducts',
      _key: b.key(),
      title: 'New from the workshop',
      products: ['symmetry-pochette-cognac', 'arco-tote', 'luna-shoulder-bag', 'piega-wallet'].map((handle) => productRef(handle, b.key())),
    },
    {
      _type: 'moduleCollection',
      _key: b.key(),
      title: 'The Symmetry Pochette',
      body: 'Two mirrored halves meet at a brass bar. Cut from a single hide, edge-painted in seven coats.',
      collection: collectionRef('symmetry-pochette'),
      image: pochettes,
    },
    {
      _type: 'moduleLookbooks',
      _key: b.key(),
      title: 'Lookbooks',
      lookbooks: [ref(LOOKBOOK.autumnWinter, b.key()), ref(LOOKBOOK.riviera, b.key()), ref(LOOKBOOK.atelier, b.key())],
    },
    {
      _type: 'moduleCollection',
      _key: b.key(),
      title: 'Shoes, sewn by hand',
      body: 'Unlined Venetian loafers, stitched around a wooden last and left to rest for a week before they are finished.',
      collection: collectionRef('shoes'),
      image: shoes,
    },
    {
      _type: 'moduleImage',
      _key: b.key(),
      image: atelier,
      caption: 'Our workshop in the Oltrarno, where every piece is cut, stitched and finished.',
      link: b.toDocument('Discover the process', PAGE.process),
    },
    {
      _type: 'moduleCallout',
      _key: b.key(),
      text: 'Every Bottega piece is made by one artisan, from the first cut to the last stitch.',
      link: b.toDocument('About the house', PAGE.about),
    },
    {
      _type: 'moduleProducts',
      _key: b.key(),
      title: 'To wear with it',
      products: ['cintura-classica', 'mocassino-veneziano', 'camicia-lino', 'cappotto-cammello', 'portachiavi-nodo'].map((handle) =>
        productRef(handle, b.key()),
      ),
    },
  ];

  const published: Stored = {
    _id: 'home',
    _type: 'home',
    ...stamp('2025-09-10'),
    title: 'Home',
    hero: {
      _type: 'hero',
      eyebrow: 'Autunno–Inverno 2025',
      title: 'Made slowly, in Florence',
      subtitle: 'Vegetable-tanned leather, cut and saddle-stitched by hand in our workshop across the Arno.',
      image: heroImage,
      link: b.toCollection('Discover the collection', 'new-arrivals'),
    },
    modules,
    seo: { _type: 'seo', title: 'Bottega', description: 'Heritage craftsmanship in modern form. Handmade in Italy.' },
  };

  const draftHero = b.image(
    {
      scene: 'hero',
      palette: [CAMMELLO, AVORIO, TABACCO],
      width: 2000,
      height: 1250,
      seed: 105,
      products: [
        { kind: 'coat', shape: 'double-faced', color: CAMMELLO },
        { kind: 'shoulder-bag', shape: 'crescent', color: COGNAC },
      ],
    },
    'The Cappotto Cammello and the Luna Shoulder Bag at the atelier window',
    { hotspot: { x: 0.5, y: 0.45 } },
  );

  const draft = {
    ...published,
    _id: 'drafts.home' as const,
    ...stamp('2025-09-20', '16:05:00'),
    hero: {
      ...published.hero,
      eyebrow: DRAFT_ONLY_PHRASE,
      title: `${DRAFT_ONLY_PHRASE}: camel, cognac and the first cold mornings`,
      image: draftHero,
      link: b.toDocument('See the lookbook', LOOKBOOK.autumnWinter),
    },
  };

  return { published, draft };
}
