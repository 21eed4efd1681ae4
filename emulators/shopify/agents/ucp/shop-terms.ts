// The shop's terms as UCP answers carry them: `links` to its policy pages on every cart and
// checkout, and, from 2026-08-25, structured `policies` (the return terms) beside them.
import type { ShopServices } from '../../context.ts';
import { POLICIES } from '../../resolvers/shop.ts';
import { htmlToText } from '../../resolvers/shared.ts';
import { hasPolicies } from './versions.ts';
import type { UcpVersion } from './versions.ts';

const policyUrl = (services: ShopServices, name: keyof typeof POLICIES) => `${services.storefrontUrl}/policies/${POLICIES[name].handle}`;

export function shopLinks(services: ShopServices, legal = false) {
  return [
    { type: 'refund_policy', url: policyUrl(services, 'refundPolicy') },
    { type: 'shipping_policy', url: policyUrl(services, 'shippingPolicy') },
    ...(legal
      ? [
          { type: 'privacy_policy', url: policyUrl(services, 'privacyPolicy') },
          { type: 'terms_of_service', url: policyUrl(services, 'termsOfService') },
        ]
      : []),
  ];
}

/** `{policies: [...]}` where the version has them, else nothing. */
export function shopPolicies(services: ShopServices, version: UcpVersion) {
  if (!hasPolicies(version)) return {};
  return {
    policies: [
      {
        type: 'dev.ucp.shopping.policy.return',
        description: { plain: htmlToText(POLICIES.refundPolicy.body) },
        url: policyUrl(services, 'refundPolicy'),
      },
    ],
  };
}
