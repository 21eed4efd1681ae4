// Which parts of the house may import which (docs/architecture.md, "One home per area"). `npm run
// lint` runs it; a violation fails the lint. There is no exceptions list: a file that needs another
// area's code either belongs to that area or to the core, or the edge is declared below.

/** The areas of the specification, each one folder under app/. */
const AREAS = ['accounts', 'agents', 'analytics', 'bag', 'content', 'listings', 'markets', 'newsletter', 'product', 'search', 'shell'];

/**
 * The only imports from one area into another, each for a reason. Everything else an area needs
 * comes from app/core/. The list is a hierarchy (no area appears below one that imports it), so
 * the areas can never import each other in a circle.
 */
const MAY_IMPORT = {
  // The shell composes the page: header, footer and the panels every area contributes.
  shell: ['accounts', 'analytics', 'bag', 'content', 'listings', 'markets', 'newsletter', 'product', 'search'],
  // A product page adds to the bag and reports its view.
  product: ['analytics', 'bag'],
  // Search lists results with the listings' words and offers the bag's way back to shopping.
  search: ['bag', 'listings'],
  // Signing in gives the bag its buyer.
  accounts: ['bag'],
  bag: [],
  // A listing reports the list it showed.
  listings: ['analytics'],
  agents: [],
  // Analytics reports what the bag did (adds, removals, checkout).
  analytics: ['bag'],
  content: [],
  markets: [],
  newsletter: [],
};

const areaRules = AREAS.map((area) => {
  const allowed = [area, ...MAY_IMPORT[area]];
  return {
    name: `${area}-imports-only-its-declared-areas`,
    comment: `app/${area}/ may import the core and ${MAY_IMPORT[area].join(', ') || 'no other area'}.`,
    severity: 'error',
    from: { path: `^app/${area}/` },
    to: { path: `^app/(${AREAS.join('|')})/`, pathNot: `^app/(${allowed.join('|')})/` },
  };
});

export default {
  forbidden: [
    {
      name: 'no-circular',
      comment: 'No import circle anywhere: a circle makes load order matter and a part impossible to read alone.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'core-imports-no-area',
      comment: 'app/core/ is what every area shares: it never imports an area, a route or the app’s composition.',
      severity: 'error',
      from: { path: '^app/core/' },
      to: { path: '^app/', pathNot: ['^app/core/', '^app/graphql/'] },
    },
    {
      name: 'areas-import-no-route-or-composition',
      comment: 'Routes and the app’s top-level files (root, entries, context) compose the areas, never the other way.',
      severity: 'error',
      from: { path: `^app/(core|graphql|${AREAS.join('|')})/` },
      to: { path: ['^app/routes/', '^app/[^/]+$'] },
    },
    {
      name: 'graphql-documents-stand-alone',
      comment: 'The Storefront API documents import only each other, so codegen and the allowlist can read them alone.',
      severity: 'error',
      from: { path: '^app/graphql/' },
      to: { path: '^app/', pathNot: '^app/graphql/' },
    },
    {
      name: 'routes-import-no-route',
      comment: 'A route module is a page; what two pages share lives in their area.',
      severity: 'error',
      from: { path: '^app/routes/' },
      to: { path: '^app/routes/' },
    },
    ...areaRules,
    {
      name: 'worker-never-imports-emulators',
      comment: 'Production must not know the emulators exist.',
      severity: 'error',
      from: { path: ['^app/', '^server\\.ts$'] },
      to: { path: '^emulators/' },
    },
    {
      name: 'emulators-never-import-the-storefront',
      comment: 'The emulators know the storefront only through the wire protocols.',
      severity: 'error',
      from: { path: '^emulators/' },
      to: { path: ['^app/', '^server\\.ts$'] },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    exclude: { path: ['^node_modules', '^dist', '^\\.react-router', '^\\.data'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    enhancedResolveOptions: { extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] },
    moduleSystems: ['es6'],
  },
};
