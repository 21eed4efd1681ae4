// What every page's shell carries (the root loader's data): links resolved on the server to
// {title, href}, menu pictures as {src, alt, title, href} for the screen that shows them, markets as
// code, name and currency; nothing of the content service's own bookkeeping (keys, link kinds,
// image metadata), and none of the copy only one page or panel shows.
import { describe, expect, it } from 'vitest';
import { accountNote, commonFolder, notFoundNote, shellCopy, shellSettings } from '../../app/core/settings/shell-settings';
import { shellLocalization } from '../../app/markets/shell-localization';
import type { UrlImageResult, LinkResult, MenuEntryResult, PortableTextResult, SettingsQueryResult } from '../../app/core/sanity/model';
import type { Localization } from '../../app/core/locale/shop-localization.server';

const link = (title: string, fields: Partial<LinkResult>): LinkResult => ({
  _key: `key-${title}`,
  title,
  type: null,
  slug: null,
  url: null,
  ...fields,
});

const image = (url: string, alt: string | null): UrlImageResult => ({
  alt,
  crop: null,
  hotspot: null,
  asset: {
    _id: `image-${alt}`,
    url,
    metadata: { lqip: 'data:image/jpeg;base64,AAAA', dimensions: { width: 800, height: 1000, aspectRatio: 0.8 } },
  },
});

const body = (text: string): PortableTextResult => [
  { _type: 'block', _key: 'b1', style: 'normal', markDefs: [], children: [{ _type: 'span', _key: 's1', text, marks: [] }] },
];

/** A link of every kind the content service stores. */
const EVERY_KIND = [
  link('Arco Tote', { type: 'product', slug: 'arco-tote' }),
  link('Bags', { type: 'collection', slug: 'bags' }),
  link('Riviera', { type: 'lookbook', slug: 'riviera' }),
  link('About', { type: 'page', slug: 'about' }),
  link('All collections', { type: 'page', slug: 'collections' }),
  link('Archive', { type: 'page', slug: 'archive' }),
  link('Home', { type: 'home' }),
  link('Instagram', { type: 'external', url: 'https://www.instagram.com/' }),
  link('Deleted page', { type: 'page', slug: null }),
];

const bagsEntry: MenuEntryResult = {
  _key: 'entry-bags',
  title: 'Bags',
  link: link('Bags', { type: 'collection', slug: 'bags' }),
  subMenus: [{ _key: 'sub-shop', title: 'Shop', links: EVERY_KIND }],
  images: [
    {
      _key: 'img-1',
      title: 'The Symmetry Pochette',
      display: null,
      image: image('https://cdn.sanity.io/images/p/d/pochette-800x1000.jpg', 'The pochette on a plinth'),
      link: link('Pochette', { type: 'collection', slug: 'symmetry-pochette' }),
    },
    {
      _key: 'img-2',
      title: 'Arco Tote',
      display: 'hide-mobile',
      image: image('https://cdn.sanity.io/images/p/d/tote-800x1000.jpg', null),
      link: link('Tote', { type: 'product', slug: 'arco-tote' }),
    },
    {
      _key: 'img-3',
      title: 'The workshop',
      display: 'hide-desktop',
      image: image('https://cdn.sanity.io/images/p/d/workshop-800x1000.jpg', 'Hands at work'),
      link: null,
    },
  ],
};

const settings: SettingsQueryResult = {
  siteName: 'Bottega',
  menu: [bagsEntry],
  menuMobile: [bagsEntry],
  footer: [{ _key: 'col-1', title: 'Follow', links: EVERY_KIND }],
  footerMobile: [],
  shipping: { title: 'Shipping', body: body('Packed by hand in Florence.') },
  account: { title: 'Your account', body: body('Follow your orders.'), links: [link('Care', { type: 'page', slug: 'process' })] },
  banner: {
    showBanner: true,
    colors: { background: '#111111', text: '#faf7f2' },
    text: 'Complimentary shipping',
    link: link('Shipping', { type: 'page', slug: 'shipping-and-returns' }),
  },
  sizeGuide: { title: 'Size guide', body: body('How to measure.'), guides: [] },
  navigationLogo: null,
  notFoundPage: {
    title: 'This page was not found',
    body: body('It may have sold out.'),
    collectionHandle: 'new-arrivals',
    links: [link('Back to Home', { type: 'home' }), link('Archive', { type: 'page', slug: 'archive' })],
  },
  seo: {
    title: 'Bottega',
    description: 'Handmade in Italy.',
    image: image('https://cdn.sanity.io/images/p/d/share-1200x630.jpg', 'Share'),
  },
  accessibility: { title: 'Accessibility', body: body('Everyone should be able to shop here.'), widgetLabel: 'Open tools' },
  saleTags: [{ _key: 'tag-1', tag: 'Final Sale', label: 'Final sale' }],
  customProductOptions: [{ _key: 'opt', title: 'Colour', colors: [] }],
  newsletterSignup: {
    title: 'Letters',
    body: body('A few times a year.'),
    klaviyoListId: 'LIST123',
    buttonLabel: 'Subscribe',
    successMessage: 'Thanks',
  },
  copyright: '© Bottega',
};

const HREFS = [
  '/products/arco-tote',
  '/collections/bags',
  '/lookbooks/riviera',
  '/about',
  '/collections',
  '/archive',
  '/',
  'https://www.instagram.com/',
  null,
];

describe('shellSettings', () => {
  const shell = shellSettings(settings);

  it('resolves a link of each kind to its href on the server', () => {
    const links = shell.menu[0].subMenus[0].links;
    expect(links.map((entry) => entry.href)).toEqual(HREFS);
    expect(links[0]).toEqual({ title: 'Arco Tote', href: '/products/arco-tote' });
    expect(shell.menu[0].href).toBe('/collections/bags');
    expect(shell.banner).toEqual({
      text: 'Complimentary shipping',
      href: '/shipping-and-returns',
      colors: { background: '#111111', text: '#faf7f2' },
    });
  });

  it('marks only footer links with an explicit url as opening in a new tab', () => {
    const footer = shell.footer[0].links;
    expect(footer.map((entry) => entry.href)).toEqual(HREFS);
    expect(footer.filter((entry) => entry.external).map((entry) => entry.title)).toEqual(['Instagram']);
    expect(shell.menu[0].subMenus[0].links.some((entry) => entry.external)).toBe(false);
  });

  it('gives each menu the pictures its screen shows, as address, text and href', () => {
    // The folder the pictures share travels once; each picture names its file.
    expect(shell.menuImageBase).toBe('https://cdn.sanity.io/images/p/d/');
    expect(shell.menu[0].images).toEqual([
      {
        src: 'pochette-800x1000.jpg',
        alt: 'The pochette on a plinth',
        title: 'The Symmetry Pochette',
        href: '/collections/symmetry-pochette',
      },
      { src: 'tote-800x1000.jpg', alt: '', title: 'Arco Tote', href: '/products/arco-tote' },
    ]);
    expect(shell.menuMobile[0].images.map((item) => item.title)).toEqual(['The Symmetry Pochette', 'The workshop']);
    expect(shell.menuMobile[0].images[1].href).toBeNull();
  });

  it('finds the folder pictures share, down to none when they share no host', () => {
    expect(commonFolder([])).toBe('');
    expect(commonFolder(['https://cdn.sanity.io/images/p/d/a.jpg'])).toBe('https://cdn.sanity.io/images/p/d/');
    expect(commonFolder(['https://cdn.sanity.io/images/p/d/a.jpg', 'https://cdn.sanity.io/images/p/e/b.jpg'])).toBe(
      'https://cdn.sanity.io/images/p/',
    );
    expect(commonFolder(['https://a.example/x/a.jpg', 'http://b.example/x/b.jpg'])).toBe('');
  });

  it('carries none of the content service bookkeeping and none of the one-place copy', () => {
    const sent = JSON.stringify(shell);
    for (const field of [
      '_key',
      '"type"',
      '"slug"',
      '"url"',
      'asset',
      'lqip',
      'metadata',
      'klaviyoListId',
      'successMessage',
      'saleTags',
      'showBanner',
    ]) {
      expect(sent).not.toContain(field);
    }
    for (const copy of ['Packed by hand', 'Follow your orders', 'It may have sold out', 'Everyone should be able', 'How to measure']) {
      expect(sent).not.toContain(copy);
    }
    expect(shell.accessibility).toEqual({ title: 'Accessibility', widgetLabel: 'Open tools' });
    expect(shell.seo).toEqual({
      title: 'Bottega',
      description: 'Handmade in Italy.',
      image: 'https://cdn.sanity.io/images/p/d/share-1200x630.jpg',
    });
    expect(shell.newsletterSignup).toEqual({ title: 'Letters', text: 'A few times a year.', buttonLabel: 'Subscribe' });
  });

  it('hands a repeated link, picture or column over as the same value, which React Router serialises once', () => {
    expect(shell.menuMobile[0].subMenus[0]).toBe(shell.menu[0].subMenus[0]);
    expect(shell.menuMobile[0].images[0]).toBe(shell.menu[0].images[0]);
    // The footer's Arco Tote link is the menu's; its Instagram link opens a new tab, the menu's does not.
    expect(shell.footer[0].links[0]).toBe(shell.menu[0].subMenus[0].links[0]);
    expect(shell.footer[0].links[7]).not.toBe(shell.menu[0].subMenus[0].links[7]);
  });
});

describe('copy shown in one place', () => {
  // As pages receive rich text: the same words, without the editor's keys and empty mark lists.
  const pageBody = (text: string) => [{ _type: 'block', style: 'normal', markDefs: [], children: [{ _type: 'span', text }] }];

  it('the 404 keeps its words and links, without a second way home', () => {
    expect(notFoundNote(settings)).toEqual({
      title: 'This page was not found',
      body: pageBody('It may have sold out.'),
      links: [{ title: 'Archive', href: '/archive' }],
    });
  });

  it('the account note and the panels copy come shaped, with resolved links', () => {
    expect(accountNote(settings)?.links).toEqual([{ title: 'Care', href: '/process' }]);
    expect(shellCopy(settings)).toEqual({
      accessibility: { body: pageBody('Everyone should be able to shop here.') },
      shipping: { title: 'Shipping', body: pageBody('Packed by hand in Florence.'), links: [] },
    });
    expect(shellCopy({ ...settings, accessibility: null, shipping: null })).toEqual({ accessibility: null, shipping: null });
  });
});

describe('shellLocalization', () => {
  const euro = { isoCode: 'EUR' as const, name: 'Euro', symbol: '€' };
  const localization = {
    availableCountries: [
      {
        isoCode: 'IT',
        name: 'Italy',
        unitSystem: 'METRIC_SYSTEM',
        currency: euro,
        availableLanguages: [{ isoCode: 'IT', endonymName: 'Italiano', name: 'Italian' }],
      },
      {
        isoCode: 'FR',
        name: 'France',
        unitSystem: 'METRIC_SYSTEM',
        currency: euro,
        availableLanguages: [{ isoCode: 'FR', endonymName: 'Français', name: 'French' }],
      },
    ],
    availableLanguages: [{ isoCode: 'EN', endonymName: 'English', name: 'English' }],
    country: { isoCode: 'IT', name: 'Italy', currency: euro },
    language: { isoCode: 'EN', endonymName: 'English', name: 'English' },
  } as unknown as Localization;

  it('keeps what the selectors show and the /locale form posts: code, name, currency code and symbol, and the languages the current country is sold in', () => {
    expect(shellLocalization(localization)).toEqual({
      country: { isoCode: 'IT', name: 'Italy', currency: { isoCode: 'EUR', symbol: '€' } },
      availableCountries: [
        { isoCode: 'IT', name: 'Italy', currency: { isoCode: 'EUR', symbol: '€' } },
        { isoCode: 'FR', name: 'France', currency: { isoCode: 'EUR', symbol: '€' } },
      ],
      languages: [{ isoCode: 'EN', endonymName: 'English' }],
    });
  });
});
