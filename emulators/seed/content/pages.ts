// The generic pages: the house's story, its process and archive, and the client-service texts.
import type { PageDocument } from '../../../content-model/documents.ts';
import type { ContentBuilder } from './builder.ts';
import { collectionRef, productRef, ref, slug, stamp } from './builder.ts';
import { LOOKBOOK, PAGE } from './ids.ts';
import { AVORIO, BORDEAUX, COGNAC, INK, STONE, TABACCO } from './palette.ts';

type Stored = PageDocument & { _createdAt: string; _updatedAt: string };

export function pageDocuments(b: ContentBuilder): Stored[] {
  const page = (
    id: string,
    day: string,
    fields: Omit<PageDocument, '_id' | '_type' | 'modules'> & { modules?: PageDocument['modules'] },
  ): Stored => ({
    _id: id,
    _type: 'page',
    ...stamp(day),
    modules: [],
    ...fields,
  });

  return [
    page(PAGE.about, '2025-08-28', {
      title: 'About',
      slug: slug('about'),
      intro: 'A small house of leather goods and ready-to-wear, founded in a Florentine workshop in 1962.',
      heroImage: b.image(
        { scene: 'atelier', palette: [TABACCO, AVORIO, COGNAC], width: 2000, height: 1250, seed: 501 },
        'The Bottega workshop on Via dei Serragli',
      ),
      body: [
        b.heading('A workshop across the Arno'),
        b.paragraph(
          'Bottega began as a single bench in the Oltrarno, the quarter of Florence where leather workers, gilders and framers have shared courtyards for five centuries. Our founder, Ada Benvenuti, made belts and wallets for the tailors of Via Maggio; her first bag, the pochette that became the Symmetry, followed in 1968.',
        ),
        b.paragraph(
          'Today twenty-two artisans work in the same building. Each piece is made by one pair of hands, from the first cut to the last stitch, and carries the initials of the artisan who made it inside.',
        ),
        b.heading('What we believe'),
        ...b.bullets(
          'Leather should be tanned slowly, with bark and time, not chrome.',
          'A seam sewn by hand with two needles outlasts any machine stitch.',
          'A well-made piece should be repaired, not replaced: we mend everything we make, for life.',
        ),
        b.quote('We do not make many things. We make each thing many times, until it is right.'),
        b.paragraph(
          'Read about ',
          ['how we work', { page: PAGE.process }],
          ', or find ',
          ['a stockist near you', { page: PAGE.stockists }],
          '.',
        ),
      ],
      modules: [
        {
          _type: 'moduleCallout',
          _key: b.key(),
          text: 'Every piece can come back to the workshop for repair, for as long as it lives.',
          link: b.toDocument('Shipping and returns', PAGE.shippingAndReturns),
        },
        {
          _type: 'moduleLookbooks',
          _key: b.key(),
          title: 'See the collections',
          lookbooks: [ref(LOOKBOOK.autumnWinter, b.key()), ref(LOOKBOOK.atelier, b.key())],
        },
      ],
      seo: {
        _type: 'seo',
        title: 'About Bottega',
        description: 'A Florentine house of handmade leather goods and ready-to-wear, founded in 1962.',
      },
    }),

    page(PAGE.process, '2025-08-30', {
      title: 'Process',
      slug: slug('process'),
      intro: 'From hide to finished piece: twelve steps, one artisan, between eight and twenty hours.',
      heroImage: b.image(
        { scene: 'atelier', palette: [COGNAC, AVORIO, INK], width: 2000, height: 1250, seed: 511 },
        'An artisan saddle-stitching a pochette on a wooden stitching horse',
      ),
      body: [
        b.heading('The leather'),
        b.paragraph(
          'Our calfskin is vegetable-tanned in Santa Croce sull’Arno, forty kilometres downriver, in drums of chestnut and mimosa bark. The process takes forty days. The leather that comes out is firm, smells of wood and will darken to a deep patina with years of use.',
        ),
        b.heading('Cutting'),
        b.paragraph(
          'Every hide is different. We read it on the cutting table, marking scars and growth lines, and cut each panel by hand with a round knife so the grain runs the same way across the whole piece.',
        ),
        b.heading('Saddle stitching'),
        b.paragraph(
          'Seams are sewn with two needles and a single waxed linen thread, passing through the same hole from both sides. If one stitch breaks, the seam holds. A Symmetry Pochette takes 612 stitches and about four hours at the stitching horse.',
        ),
        b.heading('Edges and finishing'),
        b.paragraph(
          'Edges are bevelled, sanded, dyed and burnished by hand, seven coats in all, each left to dry overnight. The brass hardware is cast in Prato and fitted last.',
        ),
        b.paragraph(
          'See the pieces in the ',
          ['permanent collection', { page: LOOKBOOK.atelier }],
          ' or shop ',
          ['the Symmetry Pochette', { collection: 'symmetry-pochette' }],
          '.',
        ),
      ],
      modules: [
        {
          _type: 'moduleImage',
          _key: b.key(),
          image: b.image(
            { scene: 'still-life', palette: [AVORIO, TABACCO, INK], width: 1600, height: 1000, seed: 512 },
            'Round knife, awl, two needles and a spool of waxed linen thread',
          ),
          caption: 'The tools of the stitching bench have not changed in a century.',
        },
        {
          _type: 'moduleProducts',
          _key: b.key(),
          title: 'Made this way',
          products: ['symmetry-pochette-nero', 'arco-tote', 'cintura-classica'].map((handle) => productRef(handle, b.key())),
        },
      ],
      seo: { _type: 'seo', title: 'Our process', description: 'Vegetable-tanned leather, cut and saddle-stitched by hand in Florence.' },
    }),

    page(PAGE.archive, '2025-07-15', {
      title: 'Archive',
      slug: slug('archive'),
      intro: 'Pieces from past seasons, some still made to order at the atelier.',
      heroImage: b.image(
        {
          scene: 'still-life',
          palette: [STONE, BORDEAUX, TABACCO],
          width: 2000,
          height: 1250,
          seed: 521,
          products: [
            { kind: 'pochette', color: BORDEAUX },
            { kind: 'clutch', color: TABACCO },
          ],
        },
        'Archive pieces laid out on the workshop’s oak table',
      ),
      body: [
        b.paragraph(
          'Sixty years of patterns hang in the workshop’s archive room, cut in card and labelled in pencil. Each season we take a few down and make them again.',
        ),
        b.paragraph(
          'Archive pieces are made to order and take four to six weeks. Write to ',
          ['the atelier', { url: 'mailto:atelier@bottega.example' }],
          ' to ask about a piece you remember.',
        ),
      ],
      modules: [
        {
          _type: 'moduleCollection',
          _key: b.key(),
          title: 'Last pieces',
          body: 'Final sizes and colours from past seasons, at reduced prices.',
          collection: collectionRef('sale'),
          image: b.image(
            {
              scene: 'still-life',
              palette: [AVORIO, INK, COGNAC],
              width: 1200,
              height: 1500,
              seed: 522,
              products: [
                { kind: 'wallet', color: INK },
                { kind: 'belt', color: COGNAC },
              ],
            },
            'A wallet and a belt from a past season',
          ),
        },
        {
          _type: 'moduleLookbooks',
          _key: b.key(),
          title: 'Past lookbooks',
          lookbooks: [ref(LOOKBOOK.riviera, b.key()), ref(LOOKBOOK.atelier, b.key())],
        },
      ],
      seo: { _type: 'seo', title: 'Archive', description: 'Pieces from past seasons, some still made to order in Florence.' },
    }),

    page(PAGE.press, '2025-09-05', {
      title: 'Press',
      slug: slug('press'),
      intro: 'What has been written about the house.',
      body: b.text('For press enquiries and sample requests, write to press@bottega.example.'),
      seo: { _type: 'seo', title: 'Press', description: 'Bottega in the press.' },
    }),

    page(PAGE.stockists, '2025-09-05', {
      title: 'Stockists',
      slug: slug('stockists'),
      intro: 'Our own shop in Florence, and the independent shops that carry Bottega around the world.',
      body: [
        b.paragraph(
          'Visit the atelier shop on Via dei Serragli, open Tuesday to Saturday, 10:00 to 19:00. Appointments for made-to-order pieces can be booked by ',
          ['writing to us', { url: 'mailto:atelier@bottega.example' }],
          '.',
        ),
      ],
      seo: {
        _type: 'seo',
        title: 'Stockists',
        description: 'Where to find Bottega: our Florence atelier and independent stockists worldwide.',
      },
    }),

    page(PAGE.shippingAndReturns, '2025-08-01', {
      title: 'Shipping and returns',
      slug: slug('shipping-and-returns'),
      intro: 'Complimentary shipping and returns on every order.',
      body: [
        b.heading('Shipping'),
        b.paragraph(
          'Orders leave Florence within two working days, wrapped by hand in unbleached cotton. Shipping is complimentary and insured, with delivery in two to four working days in Europe and three to six elsewhere. Duties and taxes are calculated at checkout.',
        ),
        b.paragraph('Pre-order and made-to-order pieces ship on the date shown on the product page.'),
        b.heading('Returns'),
        b.paragraph(
          'You may return any piece within 30 days of delivery, unused and with its tags, for a full refund. Returns are free: write to us and we will send a prepaid label. Pieces marked Final sale cannot be returned.',
        ),
        b.heading('Repairs'),
        b.paragraph(
          'We repair everything we make, for life. Re-stitching, new edges and replaced hardware are free for the first two years. See ',
          ['our process', { page: PAGE.process }],
          ' for how your piece was made.',
        ),
      ],
      seo: { _type: 'seo', title: 'Shipping and returns', description: 'Complimentary insured shipping and free returns within 30 days.' },
    }),
  ];
}
