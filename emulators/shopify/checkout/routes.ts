// The checkout host over HTTP:
//   GET  /checkouts/cn/{cartToken}   the checkout page (query parameters are kept as landing params)
//   POST /checkouts/cn/{cartToken}   places the order, or re-renders the form with its errors
//   GET  /checkouts/orders/{token}   the thank-you / order status page
//   GET  /checkouts/orders.json      the latest 250 orders with their landing params, newest first;
//                                    ?email= narrows to one shopper (for tests)
import { json } from '../../http.ts';
import type { ShopServices } from '../context.ts';
import { findCartByToken, updateCart } from '../cart/store.ts';
import { priceCart } from '../cart/pricing.ts';
import { customerById } from '../customers/store.ts';
import { addressOf } from '../customers/addresses.ts';
import type { AddressFields } from '../customers/address-validation.ts';
import { isKnownCountry, resolveMarket } from '../markets.ts';
import { checkoutTexts } from './texts.ts';
import { SHOP_LOCALE } from '../translations/localize.ts';
import type { CartRow } from '../cart/store.ts';
import { emptyForm, checkForm, readForm } from './form.ts';
import type { FormErrors, FormValues } from './form.ts';
import { placeOrder } from './place-order.ts';
import { latestOrders, linesOfOrder, orderByCartToken, orderByToken } from './orders.ts';
import type { OrderRecord } from './orders.ts';
import { renderCheckout, renderMessage, renderThankYou } from './page.ts';
import { orderStatusUrl } from './urls.ts';
import { agentPrefill } from '../agents/ucp/checkout-store.ts';

const CHECKOUT = /^\/checkouts\/cn\/([A-Za-z0-9_-]{1,100})\/?$/;
const ORDER = /^\/checkouts\/orders\/([a-f0-9]{32})\/?$/;
const MAX_BODY = 100_000;
const MAX_PARAMS = 50;

/** Every query parameter that reached the checkout, bounded so a hostile URL cannot bloat the order. */
function landingParams(url: URL): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [key, value] of url.searchParams) {
    if (Object.keys(params).length >= MAX_PARAMS) break;
    if (key.length > 100 || key in params) continue;
    params[key] = value.slice(0, 1000);
  }
  return params;
}

function presentOrder(order: OrderRecord, services: ShopServices) {
  return {
    id: order.id,
    name: order.name,
    orderNumber: order.number,
    email: order.email,
    customerId: order.customerRowId === null ? null : `gid://shopify/Customer/${order.customerRowId}`,
    currencyCode: order.currencyCode,
    countryCode: order.countryCode,
    // The language the buyer checked out in, as Shopify's Order.customerLocale writes it.
    customerLocale: order.languageCode.toLowerCase(),
    totalPrice: { amount: (order.total / 100).toFixed(2), currencyCode: order.currencyCode },
    processedAt: order.processedAt,
    statusUrl: orderStatusUrl(services.publicUrl, order.token),
    landingParams: order.landingParams,
    landingUrl: order.landingUrl,
    lineItems: linesOfOrder(services.db, order).map((line) => ({
      title: line.title,
      variantTitle: line.variantTitle,
      quantity: line.quantity,
      variantId: line.variantRowId === null ? null : `gid://shopify/ProductVariant/${line.variantRowId}`,
    })),
  };
}

/** The form's address fields from an address an agent gave or a customer saved; names fall back to `names`. */
function addressValues(address: AddressFields, names: { firstName: string; lastName: string } = { firstName: '', lastName: '' }) {
  return {
    firstName: address.firstName ?? names.firstName,
    lastName: address.lastName ?? names.lastName,
    company: address.company ?? '',
    address1: address.address1 ?? '',
    address2: address.address2 ?? '',
    city: address.city ?? '',
    province: address.provinceCode ?? address.province ?? '',
    zip: address.zip ?? '',
    phone: address.phone ?? '',
  };
}

export function createCheckoutRoutes(services: ShopServices) {
  const { db } = services;

  /** Prefills the form from what an agent's checkout gave for this cart, else from the cart's customer. */
  function initialValues(row: CartRow): FormValues {
    const values = emptyForm();
    const country = row.country_code;
    values.country = country;
    values.email = row.email ?? '';
    const fromAgent = agentPrefill(db, row.token);
    if (fromAgent?.address && fromAgent.address.countryCode === country) return Object.assign(values, addressValues(fromAgent.address));
    const customerId = row.customer_id;
    const customer = customerId === null ? null : customerById(db, customerId);
    if (!customer) return values;
    values.email ||= customer.email;
    values.firstName = customer.firstName ?? '';
    values.lastName = customer.lastName ?? '';
    const address = customer.defaultAddressRowId === null ? null : addressOf(db, customer.rowId, customer.defaultAddressRowId);
    if (address && address.countryCode === country) Object.assign(values, addressValues(address, values));
    return values;
  }

  /** The checkoutUrl's `locale` when the cart's country offers it, else the language the cart was last changed in. */
  function checkoutLanguage(url: URL, row: CartRow): string {
    const asked = url.searchParams.get('locale')?.slice(0, 16).split('-')[0].toUpperCase();
    return resolveMarket(row.country_code, asked || row.language_code).language.isoCode.toLowerCase();
  }

  function checkoutPage(token: string, url: URL, values: FormValues | null, errors: FormErrors, status: number, notice?: string): Response {
    const row = findCartByToken(db, token)!;
    const cart = priceCart(db, services.catalogue(), row);
    const customer = row.customer_id === null ? null : customerById(db, row.customer_id);
    return renderCheckout(
      {
        cart,
        catalogue: services.catalogue(),
        publicUrl: services.publicUrl,
        storefrontUrl: services.storefrontUrl,
        action: url.pathname + url.search,
        values: values ?? initialValues(row),
        errors,
        notice,
        signedInAs: customer?.email ?? null,
        texts: checkoutTexts(checkoutLanguage(url, row)),
      },
      status,
    );
  }

  function deadEnd(token: string): Response {
    const order = orderByCartToken(db, token);
    if (order) return Response.redirect(orderStatusUrl(services.publicUrl, order.token), 303);
    return renderMessage(
      'This checkout is no longer available',
      'The cart may have expired or never existed. Your bag on the shop is where to start again.',
      services.storefrontUrl,
      404,
    );
  }

  async function submit(request: Request, url: URL, token: string): Promise<Response> {
    const declared = Number(request.headers.get('content-length') ?? 0);
    if (declared > MAX_BODY) return renderMessage('Request too large', 'The form could not be read.', services.storefrontUrl, 413);
    const type = request.headers.get('content-type') ?? '';
    const text = await request.text();
    if (text.length > MAX_BODY || !type.includes('application/x-www-form-urlencoded')) {
      return renderMessage(
        'The form could not be read',
        'Please go back and submit the checkout form again.',
        services.storefrontUrl,
        text.length > MAX_BODY ? 413 : 415,
      );
    }
    const values = readForm(new URLSearchParams(text));
    const row = findCartByToken(db, token);
    if (!row) return deadEnd(token);
    if (!priceCart(db, services.catalogue(), row).lines.length)
      return renderMessage('Your cart is empty', 'Add something to your bag before checking out.', services.storefrontUrl, 409);

    // Changing the country re-prices the cart in that market before anything is paid, as on Shopify.
    if (values.country && isKnownCountry(values.country) && values.country !== row.country_code) {
      db.transaction(() => updateCart(db, token, { country_code: values.country, updated_at: new Date().toISOString() }));
      const cart = priceCart(db, services.catalogue(), findCartByToken(db, token)!);
      return checkoutPage(
        token,
        url,
        values,
        {},
        200,
        checkoutTexts(checkoutLanguage(url, cart.row)).pricesNowIn(cart.currencyCode, cart.market.country.name),
      );
    }

    const now = new Date();
    const checked = checkForm(values, now);
    // Card details are never written back into the page after a failed attempt.
    const keep = (): FormValues => ({ ...values, cardNumber: checked.errors.cardNumber ? '' : values.cardNumber, cardCvc: '' });
    if (Object.keys(checked.errors).length || !checked.cardLast4) return checkoutPage(token, url, keep(), checked.errors, 422);

    const result = placeOrder(
      services,
      token,
      {
        email: checked.email,
        address: checked.address,
        cardLast4: checked.cardLast4,
        landingParams: landingParams(url),
        landingUrl: url.toString(),
      },
      now,
    );
    if (result.ok) {
      services.log(`checkout order #${result.order.number} placed for cart ${token}`);
      // The order status page keeps the checkout's language.
      const language = checkoutLanguage(url, row);
      const status = orderStatusUrl(services.publicUrl, result.order.token);
      return Response.redirect(language === SHOP_LOCALE ? status : `${status}?locale=${language}`, 303);
    }
    if (result.reason === 'gone') return deadEnd(token);
    if (result.reason === 'empty')
      return renderMessage('Your cart is empty', 'Add something to your bag before checking out.', services.storefrontUrl, 409);
    return checkoutPage(
      token,
      url,
      keep(),
      { form: `Not enough stock left for: ${result.titles.join(', ')}. Update your bag and try again.` },
      409,
    );
  }

  return async (request: Request, url: URL): Promise<Response | null> => {
    const path = url.pathname;
    if (!path.startsWith('/checkouts/')) return null;
    if (path === '/checkouts/orders.json') {
      if (request.method !== 'GET') return json({ errors: 'Method Not Allowed' }, { status: 405, headers: { allow: 'GET' } });
      const orders = latestOrders(db, { email: url.searchParams.get('email')?.slice(0, 255) });
      return json({ orders: orders.map((order) => presentOrder(order, services)) });
    }
    const orderMatch = ORDER.exec(path);
    if (orderMatch) {
      const order = orderByToken(db, orderMatch[1]);
      if (!order) return renderMessage('Order not found', 'We could not find that order.', services.storefrontUrl, 404);
      const texts = checkoutTexts(url.searchParams.get('locale')?.slice(0, 16).toLowerCase());
      return renderThankYou(order, linesOfOrder(db, order), services.catalogue(), services.publicUrl, services.storefrontUrl, texts);
    }
    const match = CHECKOUT.exec(path);
    if (!match) return renderMessage('Page not found', 'There is nothing at this address.', services.storefrontUrl, 404);
    const token = match[1];
    if (request.method === 'POST') return submit(request, url, token);
    if (request.method !== 'GET' && request.method !== 'HEAD')
      return new Response('Method Not Allowed', { status: 405, headers: { allow: 'GET, POST' } });
    const row = findCartByToken(db, token);
    if (!row) return deadEnd(token);
    if (!priceCart(db, services.catalogue(), row).lines.length)
      return renderMessage('Your cart is empty', 'Add something to your bag before checking out.', services.storefrontUrl, 200);
    return checkoutPage(token, url, null, {}, 200);
  };
}
