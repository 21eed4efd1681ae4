// Site settings: navigation, footer, banner and the house-wide texts.
import { colour } from '../shop/palette.ts';
import type { FooterColumn, MenuEntry, MenuImage, SettingsDocument } from '../../../content-model/documents.ts';
import type { ContentBuilder } from './builder.ts';
import { collectionRef, ref, stamp } from './builder.ts';
import { LOOKBOOK, PAGE, SIZE_GUIDE } from './ids.ts';
import { AVORIO, BORDEAUX, CAMMELLO, COGNAC, INK, SABBIA, STONE, TABACCO } from './palette.ts';

const DEFAULT_DESCRIPTION = 'Heritage craftsmanship in modern form. Handmade in Italy.';

export function settingsDocument(b: ContentBuilder): SettingsDocument & { _createdAt: string; _updatedAt: string } {
  const menuImage = (
    title: string,
    image: MenuImage['image'],
    link: MenuImage['link'],
    display?: 'hide-desktop' | 'hide-mobile',
  ): MenuImage => ({
    _type: 'menuImage',
    _key: b.key(),
    title,
    image,
    link,
    ...(display === 'hide-desktop' ? { hideOnDesktop: true } : {}),
    ...(display === 'hide-mobile' ? { hideOnMobile: true } : {}),
  });

  const pochetteStill = b.image(
    {
      scene: 'still-life',
      palette: [AVORIO, COGNAC, INK],
      width: 800,
      height: 1000,
      seed: 11,
      products: [{ kind: 'pochette', color: COGNAC }],
    },
    'The Symmetry Pochette in cognac calfskin on a travertine plinth',
  );
  const toteStreet = b.image(
    { scene: 'street', palette: [SABBIA, INK, TABACCO], width: 800, height: 1000, seed: 12, products: [{ kind: 'tote', color: INK }] },
    'The Arco Tote carried across Piazza Santo Spirito',
  );
  const walletStill = b.image(
    {
      scene: 'still-life',
      palette: [STONE, BORDEAUX, INK],
      width: 800,
      height: 1000,
      seed: 13,
      products: [
        { kind: 'wallet', color: BORDEAUX },
        { kind: 'keyring', color: COGNAC },
      ],
    },
    'The Piega Wallet in bordeaux beside a knotted key ring',
  );
  const loaferStill = b.image(
    {
      scene: 'still-life',
      palette: [AVORIO, TABACCO, INK],
      width: 800,
      height: 1000,
      seed: 14,
      products: [{ kind: 'loafer', color: TABACCO }],
    },
    'A pair of Mocassino Veneziano loafers in tabacco',
  );
  const coatPortrait = b.image(
    {
      scene: 'portrait',
      palette: [CAMMELLO, AVORIO, INK],
      width: 800,
      height: 1000,
      seed: 15,
      products: [{ kind: 'coat', color: CAMMELLO }],
    },
    'The Cappotto Cammello worn over a linen shirt',
  );
  const atelier = b.image(
    { scene: 'atelier', palette: [TABACCO, AVORIO, COGNAC], width: 800, height: 1000, seed: 16 },
    'Hands saddle-stitching a gusset at the Florence workshop',
  );

  const menu: MenuEntry[] = [
    {
      _type: 'menuEntry',
      _key: b.key(),
      title: 'Bags',
      link: b.toCollection('Bags', 'bags'),
      subMenus: [
        {
          _type: 'subMenu',
          _key: b.key(),
          title: 'Shop',
          links: [
            b.toCollection('All bags', 'bags'),
            b.toCollection('Pochettes', 'pochettes'),
            b.toCollection('New arrivals', 'new-arrivals'),
          ],
        },
        {
          _type: 'subMenu',
          _key: b.key(),
          title: 'Icons',
          links: [
            b.toCollection('Symmetry Pochette', 'symmetry-pochette'),
            b.toProduct('Arco Tote', 'arco-tote'),
            b.toProduct('Luna Shoulder Bag', 'luna-shoulder-bag'),
          ],
        },
      ],
      images: [
        menuImage('The Symmetry Pochette', pochetteStill, b.toCollection('The Symmetry Pochette', 'symmetry-pochette')),
        menuImage('Arco Tote', toteStreet, b.toProduct('Arco Tote', 'arco-tote'), 'hide-mobile'),
      ],
    },
    {
      _type: 'menuEntry',
      _key: b.key(),
      title: 'Leather goods',
      link: b.toCollection('Small leather goods', 'small-leather-goods'),
      subMenus: [
        {
          _type: 'subMenu',
          _key: b.key(),
          title: 'Shop',
          links: [
            b.toCollection('Wallets', 'wallets'),
            b.toCollection('Belts', 'belts'),
            b.toCollection('Small leather goods', 'small-leather-goods'),
          ],
        },
        {
          _type: 'subMenu',
          _key: b.key(),
          title: 'Favourites',
          links: [
            b.toProduct('Piega Wallet', 'piega-wallet'),
            b.toProduct('Cintura Classica', 'cintura-classica'),
            b.toProduct('Portachiavi Nodo', 'portachiavi-nodo'),
          ],
        },
      ],
      images: [menuImage('Piega Wallet', walletStill, b.toProduct('Piega Wallet', 'piega-wallet'))],
    },
    {
      _type: 'menuEntry',
      _key: b.key(),
      title: 'Shoes',
      link: b.toCollection('Shoes', 'shoes'),
      subMenus: [
        {
          _type: 'subMenu',
          _key: b.key(),
          title: 'Shop',
          links: [b.toCollection('All shoes', 'shoes'), b.toProduct('Mocassino Veneziano', 'mocassino-veneziano')],
        },
      ],
      images: [menuImage('Mocassino Veneziano', loaferStill, b.toProduct('Mocassino Veneziano', 'mocassino-veneziano'))],
    },
    {
      _type: 'menuEntry',
      _key: b.key(),
      title: 'Ready-to-wear',
      link: b.toCollection('Ready-to-wear', 'ready-to-wear'),
      subMenus: [
        {
          _type: 'subMenu',
          _key: b.key(),
          title: 'Shop',
          links: [
            b.toCollection('All ready-to-wear', 'ready-to-wear'),
            b.toProduct('Camicia Lino', 'camicia-lino'),
            b.toProduct('Cappotto Cammello', 'cappotto-cammello'),
          ],
        },
      ],
      images: [menuImage('Cappotto Cammello', coatPortrait, b.toProduct('Cappotto Cammello', 'cappotto-cammello'))],
    },
    {
      _type: 'menuEntry',
      _key: b.key(),
      title: 'The house',
      link: b.toDocument('About', PAGE.about),
      subMenus: [
        {
          _type: 'subMenu',
          _key: b.key(),
          title: 'Bottega',
          links: [b.toDocument('About', PAGE.about), b.toDocument('Process', PAGE.process), b.toDocument('Archive', PAGE.archive)],
        },
        {
          _type: 'subMenu',
          _key: b.key(),
          title: 'Lookbooks',
          links: [
            b.toDocument('Autunno–Inverno', LOOKBOOK.autumnWinter),
            b.toDocument('Riviera', LOOKBOOK.riviera),
            b.toDocument('In the atelier', LOOKBOOK.atelier),
          ],
        },
        {
          _type: 'subMenu',
          _key: b.key(),
          title: 'Visit',
          links: [b.toDocument('Stockists', PAGE.stockists), b.toDocument('Press', PAGE.press)],
        },
      ],
      images: [menuImage('Inside the workshop', atelier, b.toDocument('Process', PAGE.process), 'hide-desktop')],
    },
  ];

  const menuMobile: MenuEntry[] = [
    {
      _type: 'menuEntry',
      _key: b.key(),
      title: 'Shop',
      subMenus: [
        {
          _type: 'subMenu',
          _key: b.key(),
          title: 'Shop',
          links: [
            b.toCollection('New arrivals', 'new-arrivals'),
            b.toCollection('Bags', 'bags'),
            b.toCollection('Pochettes', 'pochettes'),
            b.toCollection('Small leather goods', 'small-leather-goods'),
            b.toCollection('Shoes', 'shoes'),
            b.toCollection('Ready-to-wear', 'ready-to-wear'),
            b.toCollection('Sale', 'sale'),
          ],
        },
      ],
      images: [menuImage('The Symmetry Pochette', pochetteStill, b.toCollection('The Symmetry Pochette', 'symmetry-pochette'))],
    },
    {
      _type: 'menuEntry',
      _key: b.key(),
      title: 'The house',
      subMenus: [
        {
          _type: 'subMenu',
          _key: b.key(),
          title: 'Bottega',
          links: [
            b.toDocument('About', PAGE.about),
            b.toDocument('Process', PAGE.process),
            b.toDocument('Archive', PAGE.archive),
            b.toDocument('Press', PAGE.press),
            b.toDocument('Stockists', PAGE.stockists),
          ],
        },
        {
          _type: 'subMenu',
          _key: b.key(),
          title: 'Lookbooks',
          links: [
            b.toDocument('Autunno–Inverno', LOOKBOOK.autumnWinter),
            b.toDocument('Riviera', LOOKBOOK.riviera),
            b.toDocument('In the atelier', LOOKBOOK.atelier),
          ],
        },
      ],
      images: [menuImage('Inside the workshop', atelier, b.toDocument('Process', PAGE.process))],
    },
  ];

  const shopColumn = (): FooterColumn => ({
    _type: 'footerColumn',
    _key: b.key(),
    title: 'Shop',
    links: [
      b.toCollection('New arrivals', 'new-arrivals'),
      b.toCollection('Bags', 'bags'),
      b.toCollection('Small leather goods', 'small-leather-goods'),
      b.toCollection('Shoes', 'shoes'),
      b.toCollection('Ready-to-wear', 'ready-to-wear'),
      b.toCollection('Sale', 'sale'),
    ],
  });
  const followColumn = (): FooterColumn => ({
    _type: 'footerColumn',
    _key: b.key(),
    title: 'Follow',
    links: [b.toUrl('Instagram', 'https://www.instagram.com/'), b.toUrl('Pinterest', 'https://www.pinterest.com/')],
  });

  const footer: FooterColumn[] = [
    shopColumn(),
    {
      _type: 'footerColumn',
      _key: b.key(),
      title: 'The house',
      links: [
        b.toDocument('About', PAGE.about),
        b.toDocument('Process', PAGE.process),
        b.toDocument('Archive', PAGE.archive),
        b.toDocument('Press', PAGE.press),
        b.toDocument('Stockists', PAGE.stockists),
      ],
    },
    {
      _type: 'footerColumn',
      _key: b.key(),
      title: 'Client services',
      // No Accessibility link here: the footer's own Accessibility link (the spec's shell element) is always beside the copyright.
      links: [
        b.toDocument('Shipping and returns', PAGE.shippingAndReturns),
        b.toUrl('Write to the atelier', 'mailto:atelier@bottega.example'),
      ],
    },
    followColumn(),
  ];

  const footerMobile: FooterColumn[] = [
    shopColumn(),
    {
      _type: 'footerColumn',
      _key: b.key(),
      title: 'Bottega',
      links: [
        b.toDocument('About', PAGE.about),
        b.toDocument('Process', PAGE.process),
        b.toDocument('Archive', PAGE.archive),
        b.toDocument('Press', PAGE.press),
        b.toDocument('Stockists', PAGE.stockists),
      ],
    },
    // Phones get the same pages as the desktop set, regrouped into fewer, shorter columns.
    {
      _type: 'footerColumn',
      _key: b.key(),
      title: 'Help',
      links: [
        b.toDocument('Shipping and returns', PAGE.shippingAndReturns),
        b.toUrl('Write to the atelier', 'mailto:atelier@bottega.example'),
      ],
    },
    followColumn(),
  ];

  return {
    _id: 'settings',
    _type: 'settings',
    ...stamp('2025-09-18'),
    siteName: 'Bottega',
    menu,
    menuMobile,
    footer,
    footerMobile,
    shipping: {
      title: 'Shipping',
      body: [
        b.paragraph('Complimentary express shipping on every order, packed by hand in Florence and dispatched within two working days.'),
        b.paragraph('Returns are free within 30 days. ', ['Read the details', { page: PAGE.shippingAndReturns }], '.'),
      ],
    },
    account: {
      title: 'Your Bottega account',
      body: b.text('Follow your orders, keep your addresses and register pieces for lifetime care at the atelier.'),
      links: [b.toDocument('Shipping and returns', PAGE.shippingAndReturns), b.toDocument('Care and repairs', PAGE.process)],
    },
    banner: {
      showBanner: true,
      colors: { background: { _type: 'color', hex: INK }, text: { _type: 'color', hex: AVORIO } },
      text: 'Complimentary shipping and returns on every order',
      link: b.toDocument('Shipping and returns', PAGE.shippingAndReturns),
    },
    sizeGuide: {
      title: 'Size guide',
      body: b.text(
        'Our pieces are cut in Italian sizes. If you are between two sizes, the atelier recommends the larger one for coats and the smaller one for leather shoes, which ease with wear.',
      ),
      guides: [ref(SIZE_GUIDE.clothing, b.key()), ref(SIZE_GUIDE.shoes, b.key()), ref(SIZE_GUIDE.belts, b.key())],
    },
    // No navigationLogo: the header sets the house name as a typeset wordmark; a merchant's uploaded logo replaces it.
    notFoundPage: {
      title: 'This page was not found',
      body: b.text(
        'The piece you were looking for may have sold out, or moved to the archive. New arrivals leave the workshop every week.',
      ),
      collection: collectionRef('new-arrivals'),
      links: [b.toDocument('Back to Home', 'home'), b.toCollection('New arrivals', 'new-arrivals'), b.toDocument('Archive', PAGE.archive)],
    },
    seo: {
      _type: 'seo',
      title: 'Bottega',
      description: DEFAULT_DESCRIPTION,
      image: b.image(
        {
          scene: 'hero',
          palette: [COGNAC, AVORIO, INK],
          width: 1200,
          height: 630,
          seed: 2,
          products: [{ kind: 'pochette', color: COGNAC }],
        },
        'The Symmetry Pochette in cognac, handmade in Florence',
      ),
    },
    accessibility: {
      title: 'Accessibility',
      body: [
        b.paragraph(
          'Bottega wants everyone to be able to browse and shop with ease. The shop is built to meet WCAG 2.2 at level AA on its own, without any add-on, and we check it with automated tests and keyboard journeys.',
        ),
        b.paragraph(
          'If anything is in your way, write to ',
          ['atelier@bottega.example', { url: 'mailto:atelier@bottega.example' }],
          ' and a member of the atelier will help you place your order.',
        ),
      ],
      widgetLabel: 'Open accessibility tools',
    },
    saleTags: [
      { _type: 'saleTag', _key: b.key(), tag: 'Sale', label: 'Sale' },
      { _type: 'saleTag', _key: b.key(), tag: 'Final Sale', label: 'Final sale' },
    ],
    customProductOptions: [
      {
        _type: 'customProductOption.color',
        _key: b.key(),
        title: 'Color',
        colors: [
          'Nero',
          'Cognac',
          'Tabacco',
          'Bordeaux',
          'Cipria',
          'Verde Bosco',
          'Blu Notte',
          'Sabbia',
          'Oliva',
          'Avorio',
          'Cammello',
          'Grigio Perla',
          'Bianco',
          'Celeste',
          'Terracotta',
        ].map((name) => ({ _type: 'swatch' as const, _key: b.key(), title: name, hex: colour(name).hex })),
      },
    ],
    newsletterSignup: {
      title: 'Letters from the atelier',
      body: b.text('New pieces, the leathers of the season and invitations to our trunk shows, a few times a year.'),
      klaviyoListId: 'LocalList',
      buttonLabel: 'Subscribe',
      successMessage: 'Thank you!',
    },
    copyright: '© Bottega S.r.l., Via dei Serragli, Firenze',
  };
}
