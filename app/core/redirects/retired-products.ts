// Retired product paths and where each now lives (spec section 2, "Redirects"). Data only: the
// matcher in app/lib/redirects/redirect-table.ts reads it. Keys are lower-case paths without a trailing slash;
// a target may be a path (with its own query) or an absolute URL (followed as an external link).
// Variant ids are the numeric ids of the Storefront API's ProductVariant gids.
export const RETIRED_PRODUCT_REDIRECTS: Readonly<Record<string, string>> = {
  // Renamed pieces: the old handle goes to the piece as it is sold today.
  '/products/symmetry-pochette-black': '/products/symmetry-pochette-nero',
  '/products/symmetry-pochette-tan': '/products/symmetry-pochette-cognac',
  '/products/symmetry-pochette-burgundy': '/products/symmetry-pochette-bordeaux',
  '/products/arco-bag': '/products/arco-tote',
  '/products/luna-bag-blush': '/products/luna-shoulder-bag?variant=5',
  '/products/piega-bifold-wallet': '/products/piega-wallet',
  '/products/classic-belt': '/products/cintura-classica',
  '/products/venetian-loafer': '/products/mocassino-veneziano',
  '/products/linen-shirt': '/products/camicia-lino',
  '/products/camel-coat': '/products/cappotto-cammello',
  '/products/knot-keyring': '/products/portachiavi-nodo',

  // Discontinued editions of the house's first pochette: the family's collection shows them all.
  '/products/symmetry-pochette-mini': '/collections/symmetry-pochette',
  '/products/symmetry-pochette-grande': '/collections/symmetry-pochette',
  '/products/symmetry-pochette-oro': '/collections/symmetry-pochette',
  '/products/symmetry-pochette-argento': '/collections/symmetry-pochette',
  '/products/symmetry-pochette-limited-edition': '/collections/symmetry-pochette',
  '/products/symmetry-pochette-holiday': '/collections/symmetry-pochette',
  '/products/symmetry-pochette-2019': '/collections/symmetry-pochette',
  '/products/symmetry-clutch': '/collections/symmetry-pochette',
  '/products/symmetry-chain-pochette': '/collections/symmetry-pochette',
};
