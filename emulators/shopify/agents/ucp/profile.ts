// The business profile (overview, "Profile Structure"): at /.well-known/ucp the current release
// with `supported_versions` naming one profile per older release, and at /.well-known/ucp/{version}
// each release's own leaf profile. Every profile declares the MCP endpoint, the capabilities at
// its version and the test card payment handler.
import type { ShopServices } from '../../context.ts';
import { paymentHandlers } from './payment-handler.ts';
import { CURRENT_VERSION, specBase, UCP_VERSIONS } from './versions.ts';
import type { UcpVersion } from './versions.ts';

const CAPABILITIES: [name: string, spec: string, schema: string, extendsName?: string][] = [
  ['dev.ucp.shopping.catalog.search', 'shopping/catalog/search', 'shopping/catalog_search'],
  ['dev.ucp.shopping.catalog.lookup', 'shopping/catalog/lookup', 'shopping/catalog_lookup'],
  ['dev.ucp.shopping.cart', 'shopping/cart', 'shopping/cart'],
  ['dev.ucp.shopping.checkout', 'shopping/checkout', 'shopping/checkout'],
  ['dev.ucp.shopping.fulfillment', 'fulfillment', 'shopping/fulfillment', 'dev.ucp.shopping.checkout'],
  ['dev.ucp.shopping.order', 'shopping/order', 'shopping/order'],
];

const profilePath = (version: UcpVersion) => `/.well-known/ucp/${version}`;

export function businessProfile(services: ShopServices, version: UcpVersion, withSupported = version === CURRENT_VERSION) {
  const base = specBase(version);
  const capabilities = Object.fromEntries(
    CAPABILITIES.map(([name, spec, schema, parent]) => [
      name,
      [
        {
          version,
          spec: `${base}/specification/${spec}`,
          schema: `${base}/schemas/${schema}.json`,
          ...(parent ? { extends: parent } : {}),
        },
      ],
    ]),
  );
  // Ask came after 2026-04-08: declared in the current profile only, though ask_business answers at both.
  if (version === CURRENT_VERSION)
    capabilities['dev.ucp.shopping.ask'] = [{ version, spec: `${base}/specification/ask`, schema: `${base}/schemas/shopping/ask.json` }];
  return {
    ucp: {
      version,
      ...(withSupported
        ? {
            supported_versions: Object.fromEntries(
              UCP_VERSIONS.filter((other) => other !== version).map((other) => [other, `${services.publicUrl}${profilePath(other)}`]),
            ),
          }
        : {}),
      services: {
        'dev.ucp.shopping': [
          {
            version,
            spec: `${base}/specification/overview`,
            transport: 'mcp',
            schema: `${base}/services/shopping/mcp.openrpc.json`,
            endpoint: `${services.publicUrl}/api/ucp/mcp`,
          },
        ],
      },
      capabilities,
      payment_handlers: paymentHandlers(version),
    },
  };
}
