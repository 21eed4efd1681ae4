// The three demo customers of the seed: Giulia (two addresses, a history of orders with tracked
// fulfillments), James (one order) and Sofia (invited, not yet activated, with her invitation
// waiting in the outbox). Deterministic: the same reference date gives the same rows.
import { createHash } from 'node:crypto';
import type { ShopDatabase } from '../../shopify/db.ts';
import { hashPasswordSync } from '../../shopify/customers/password.ts';
import { insertCustomer, customerById } from '../../shopify/customers/store.ts';
import { insertAddress } from '../../shopify/customers/addresses.ts';
import { validateAddress } from '../../shopify/customers/address-validation.ts';
import type { AddressFields, AddressInput } from '../../shopify/customers/address-validation.ts';
import { sendActivationMail } from '../../shopify/customers/account-mail.ts';
import { isoSeconds } from '../../shopify/customers/tokens.ts';
import { insertFulfillment, insertOrder } from '../../shopify/checkout/orders.ts';
import type { NewFulfillment } from '../../shopify/checkout/orders.ts';
import { taxFor } from '../../shopify/checkout/taxes.ts';
import { CURRENCIES, COUNTRIES, convert } from '../../shopify/markets.ts';
import { readConfig } from '../../config.ts';

const DEMO_PASSWORD = 'bottega-demo';
const DEMO_CUSTOMERS = { giulia: 'giulia@example.com', james: 'james@example.com', sofia: 'sofia@example.com' } as const;

const DAY = 86_400_000;

function seeded(label: string, length: number): string {
  return createHash('sha256').update(`bottega-seed:${label}`).digest('hex').slice(0, length);
}

function address(input: AddressInput): AddressFields {
  const { errors, address: fields } = validateAddress(input, ['address']);
  if (errors.length) throw new Error(`seed address is invalid: ${errors.map((error) => error.message).join('; ')}`);
  return fields;
}

const GIULIA_MILANO = address({
  firstName: 'Giulia',
  lastName: 'Bianchi',
  address1: 'Via della Spiga 12',
  city: 'Milano',
  province: 'MI',
  country: 'IT',
  zip: '20121',
  phone: '+39 02 7600 1234',
});
const GIULIA_NEW_YORK = address({
  firstName: 'Giulia',
  lastName: 'Bianchi',
  address1: '245 Mulberry Street',
  address2: 'Apt 4B',
  city: 'New York',
  province: 'NY',
  country: 'US',
  zip: '10012',
  phone: '+1 212 555 0147',
});
const JAMES_LONDON = address({
  firstName: 'James',
  lastName: 'Whitfield',
  address1: '14 Marylebone High Street',
  city: 'London',
  country: 'GB',
  zip: 'W1U 4NL',
  phone: '+44 20 7946 0321',
});

interface PickedVariant {
  id: number;
  productTitle: string;
  variantTitle: string;
  sku: string | null;
  price: number;
}

/** The variant of `handle` in `colour`; at small catalogue scales, a stable stand-in by position. */
function pickVariant(db: ShopDatabase, handle: string, colour: string | null, fallbackIndex: number): PickedVariant {
  const sql = `SELECT v.id, p.title AS productTitle, v.title AS variantTitle, v.sku, v.price FROM variants v JOIN products p ON p.id = v.product_id`;
  const found = db
    .statement(`${sql} WHERE p.handle = ? AND (? IS NULL OR v.option1 = ?) ORDER BY v.position LIMIT 1`)
    .get(handle, colour, colour) as PickedVariant | undefined;
  if (found) return found;
  const { count } = db.statement('SELECT COUNT(*) AS count FROM variants').get() as { count: number };
  if (count === 0) throw new Error('the catalogue has no variants to build demo orders from');
  return db.statement(`${sql} ORDER BY v.id LIMIT 1 OFFSET ?`).get(fallbackIndex % count) as unknown as PickedVariant;
}

interface DemoOrder {
  customerId: number;
  email: string;
  daysAgo: number;
  country: string;
  shipping: AddressFields;
  lines: { handle: string; colour: string | null; quantity: number }[];
  fulfillments: (Omit<NewFulfillment, 'createdAt'> & { daysAfter: number })[];
  fulfillmentStatus: 'FULFILLED' | 'PARTIALLY_FULFILLED' | 'UNFULFILLED';
}

function placeDemoOrder(db: ShopDatabase, order: DemoOrder, referenceDate: Date, index: number): void {
  const country = COUNTRIES.find((entry) => entry.isoCode === order.country)!;
  const currency = CURRENCIES[country.currency];
  const lines = order.lines.map((line, lineIndex) => {
    const variant = pickVariant(db, line.handle, line.colour, index * 7 + lineIndex * 3);
    return {
      variantId: variant.id,
      title: variant.productTitle,
      variantTitle: variant.variantTitle,
      sku: variant.sku,
      quantity: line.quantity,
      unitPrice: convert(variant.price, currency),
      discount: 0,
    };
  });
  const subtotal = lines.reduce((sum, line) => sum + line.unitPrice * line.quantity, 0);
  const tax = taxFor(country.isoCode, subtotal, currency.isoCode);
  const processed = new Date(referenceDate.getTime() - order.daysAgo * DAY + 14 * 3_600_000 + index * 1_380_000);
  const created = insertOrder(db, {
    token: seeded(`order-${index}`, 32),
    cartToken: null,
    customerId: order.customerId,
    email: order.email,
    phone: order.shipping.phone,
    currencyCode: currency.isoCode,
    countryCode: country.isoCode,
    languageCode: 'EN',
    subtotal,
    totalDiscount: 0,
    totalShipping: 0,
    totalTax: tax.taxCents,
    taxesIncluded: tax.included,
    total: subtotal + (tax.included ? 0 : tax.taxCents),
    discountCodes: [],
    financialStatus: 'PAID',
    fulfillmentStatus: order.fulfillmentStatus,
    shippingAddress: order.shipping,
    billingAddress: order.shipping,
    cardLast4: '4242',
    landingParams: {},
    landingUrl: null,
    processedAt: isoSeconds(processed),
    lines,
  });
  for (const fulfillment of order.fulfillments) {
    insertFulfillment(db, created.id, {
      ...fulfillment,
      createdAt: isoSeconds(new Date(processed.getTime() + fulfillment.daysAfter * DAY)),
    });
  }
}

/**
 * A seeded customer's stored password. Its salt comes from the email, so every fresh seed stores the
 * same hash: scrypt runs once per process rather than for each shop a test run starts (about 50 ms
 * of CPU a customer).
 */
const seededHashes = new Map<string, string>();
function passwordHash(email: string): string {
  let hash = seededHashes.get(email);
  if (!hash) {
    hash = hashPasswordSync(DEMO_PASSWORD, Buffer.from(seeded(`salt-${email}`, 32), 'hex'));
    seededHashes.set(email, hash);
  }
  return hash;
}

/** `storefrontUrl` is where the invitation link points; by default the configured storefront. */
export function seedCustomers(db: ShopDatabase, referenceDate: Date, storefrontUrl = readConfig().storefrontUrl): void {
  const at = (daysAgo: number) => isoSeconds(new Date(referenceDate.getTime() - daysAgo * DAY));

  const giulia = insertCustomer(db, {
    email: DEMO_CUSTOMERS.giulia,
    firstName: 'Giulia',
    lastName: 'Bianchi',
    phone: '+390276001234',
    acceptsMarketing: true,
    tags: ['VIP'],
    state: 'enabled',
    passwordHash: passwordHash(DEMO_CUSTOMERS.giulia),
    createdAt: at(400),
  });
  insertAddress(db, giulia, GIULIA_MILANO, new Date(referenceDate.getTime() - 400 * DAY));
  insertAddress(db, giulia, GIULIA_NEW_YORK, new Date(referenceDate.getTime() - 200 * DAY));

  const james = insertCustomer(db, {
    email: DEMO_CUSTOMERS.james,
    firstName: 'James',
    lastName: 'Whitfield',
    phone: null,
    acceptsMarketing: false,
    tags: [],
    state: 'enabled',
    passwordHash: passwordHash(DEMO_CUSTOMERS.james),
    createdAt: at(90),
  });
  insertAddress(db, james, JAMES_LONDON, new Date(referenceDate.getTime() - 90 * DAY));

  const sofia = insertCustomer(db, {
    email: DEMO_CUSTOMERS.sofia,
    firstName: 'Sofia',
    lastName: 'Conti',
    phone: null,
    acceptsMarketing: true,
    tags: ['Invited'],
    state: 'invited',
    passwordHash: null,
    createdAt: at(3),
  });
  sendActivationMail(db, customerById(db, sofia)!, storefrontUrl, new Date(referenceDate.getTime() - 3 * DAY), {
    token: seeded('activation-sofia', 48),
    lifetimeMs: 3650 * DAY,
  });

  const orders: DemoOrder[] = [
    {
      customerId: giulia,
      email: DEMO_CUSTOMERS.giulia,
      daysAgo: 150,
      country: 'IT',
      shipping: GIULIA_MILANO,
      fulfillmentStatus: 'FULFILLED',
      lines: [{ handle: 'arco-tote', colour: 'Cognac', quantity: 1 }],
      fulfillments: [
        {
          daysAfter: 2,
          trackingCompany: 'DHL Express',
          tracking: [{ number: '4817263950', url: 'https://www.dhl.com/it-en/home/tracking.html?tracking-id=4817263950' }],
        },
      ],
    },
    {
      customerId: giulia,
      email: DEMO_CUSTOMERS.giulia,
      daysAgo: 95,
      country: 'US',
      shipping: GIULIA_NEW_YORK,
      fulfillmentStatus: 'FULFILLED',
      lines: [
        { handle: 'piega-wallet', colour: 'Nero', quantity: 1 },
        { handle: 'cintura-classica', colour: 'Cognac', quantity: 1 },
      ],
      fulfillments: [
        {
          daysAfter: 1,
          trackingCompany: 'UPS',
          tracking: [{ number: '1Z9X84E20398172645', url: 'https://www.ups.com/track?tracknum=1Z9X84E20398172645' }],
        },
      ],
    },
    {
      customerId: james,
      email: DEMO_CUSTOMERS.james,
      daysAgo: 60,
      country: 'GB',
      shipping: JAMES_LONDON,
      fulfillmentStatus: 'FULFILLED',
      lines: [{ handle: 'symmetry-pochette-nero', colour: null, quantity: 1 }],
      fulfillments: [
        {
          daysAfter: 3,
          trackingCompany: 'Royal Mail',
          tracking: [{ number: 'RM482910375GB', url: 'https://www.royalmail.com/track-your-item#/tracking-results/RM482910375GB' }],
        },
      ],
    },
    {
      customerId: giulia,
      email: DEMO_CUSTOMERS.giulia,
      daysAgo: 20,
      country: 'IT',
      shipping: GIULIA_MILANO,
      fulfillmentStatus: 'PARTIALLY_FULFILLED',
      lines: [
        { handle: 'mocassino-veneziano', colour: 'Tabacco', quantity: 1 },
        { handle: 'porta-carte-bordeaux', colour: null, quantity: 2 },
      ],
      fulfillments: [
        {
          daysAfter: 2,
          trackingCompany: 'BRT',
          lines: [{ position: 2, quantity: 2 }],
          tracking: [
            { number: '061234567890', url: 'https://vas.brt.it/vas/sped_det_show.hsm?referer=sped_numspe_par.htm&Nspediz=061234567890' },
            { number: '061234567891', url: 'https://vas.brt.it/vas/sped_det_show.hsm?referer=sped_numspe_par.htm&Nspediz=061234567891' },
          ],
        },
      ],
    },
    {
      customerId: giulia,
      email: DEMO_CUSTOMERS.giulia,
      daysAgo: 2,
      country: 'US',
      shipping: GIULIA_NEW_YORK,
      fulfillmentStatus: 'UNFULFILLED',
      lines: [{ handle: 'luna-shoulder-bag', colour: 'Cipria', quantity: 1 }],
      fulfillments: [],
    },
  ];
  orders.forEach((order, index) => placeDemoOrder(db, order, referenceDate, index));
}
