// Who is on the other end of a request, as far as the platform can vouch for it.
//
// Any header can be sent by anyone: `Oxygen-Buyer-IP` means something only on Oxygen, whose edge
// overwrites it, and `CF-Connecting-IP` only on Cloudflare. So the worker trusts exactly one header,
// the one the deployment names in TRUSTED_CLIENT_IP_HEADER (`oxygen-buyer-ip` on Oxygen,
// `cf-connecting-ip` on Cloudflare Workers; the local front door sets its own from the socket), and
// none when it names none. An unvouched address is no address: limits keyed on it would be
// defeated by rotating it, and the Storefront API would count the wrong buyer.
import { getStorefrontHeaders } from '@shopify/hydrogen/oxygen';

/** Oxygen signs the buyer IP it reports; the signature means nothing beside any other header. */
const OXYGEN_BUYER_IP_HEADER = 'oxygen-buyer-ip';

const IPV4 = /^(?:(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)\.){3}(?:25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)$/;
const IPV6 = /^(?=.*:.*:)[0-9a-f:.]{2,45}$/;

/** A single IPv4 or IPv6 address, lower-cased, with IPv6's IPv4-mapped prefix removed; else null. */
export function normaliseAddress(value: string | null | undefined): string | null {
  const address = value
    ?.trim()
    .toLowerCase()
    .replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/, '');
  if (!address) return null;
  return IPV4.test(address) || IPV6.test(address) ? address : null;
}

/**
 * The client's address from the one trusted header, or null. A list (`a, b`) is refused rather than
 * split: its first entry is whatever the client wrote, so only a header the edge sets whole counts.
 */
export function trustedClientAddress(request: Request, trustedHeader: string | null): string | null {
  if (!trustedHeader) return null;
  return normaliseAddress(request.headers.get(trustedHeader));
}

/**
 * Hydrogen's Storefront API headers, with the buyer IP (`Shopify-Storefront-Buyer-IP`, which the
 * API's own sign-in throttle counts by) only when it is vouched for. Hydrogen would otherwise take
 * `oxygen-buyer-ip` from any request, on any runtime.
 */
export function storefrontHeaders(request: Request, clientAddress: string | null, trustedHeader: string | null) {
  const headers = getStorefrontHeaders(request);
  return {
    ...headers,
    buyerIp: clientAddress,
    buyerIpSig: clientAddress && trustedHeader === OXYGEN_BUYER_IP_HEADER ? headers.buyerIpSig : null,
  };
}
