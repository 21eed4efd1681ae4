// The checkout page, the thank-you (order status) page and the dead-end pages, as plain HTML forms
// that work without JavaScript. Everything the shopper typed is written back escaped.
import { escapeHtml } from '../mail/html.ts';
import type { PricedCart } from '../cart/pricing.ts';
import type { Catalogue } from '../catalogue/store.ts';
import { imageUrl } from '../catalogue/image-url.ts';
import { COUNTRIES } from '../markets.ts';
import { PROVINCES } from '../customers/provinces.ts';
import { formatAddress } from '../customers/address-format.ts';
import type { OrderLineRecord, OrderRecord } from './orders.ts';
import type { FormErrors, FormField, FormValues } from './form.ts';
import { displayMoney, pageShell } from './format.ts';
import { totalsOf } from './place-order.ts';
import type { CheckoutTexts } from './texts.ts';
import { translationIn } from '../translations/localize.ts';

export interface CheckoutView {
  cart: PricedCart;
  catalogue: Catalogue;
  publicUrl: string;
  storefrontUrl: string;
  action: string;
  values: FormValues;
  errors: FormErrors;
  notice?: string;
  signedInAs?: string | null;
  /** The page's own words, in the language the checkout was opened in. */
  texts: CheckoutTexts;
}

interface SummaryLine {
  image: string | null;
  title: string;
  options: string;
  quantity: number;
  price: string;
}

function summary(
  lines: SummaryLine[],
  rows: [string, string][],
  grand: { currency: string; amount: string; note?: string },
  texts: CheckoutTexts,
): string {
  const items = lines
    .map(
      (
        line,
      ) => `<li class="line"><div class="thumb">${line.image ? `<img src="${escapeHtml(line.image)}" alt="" width="64" height="80">` : ''}<span class="qty" aria-label="${escapeHtml(texts.quantity)}">${line.quantity}</span></div>
<div><div>${escapeHtml(line.title)}</div><div class="meta">${escapeHtml(line.options)}</div></div><div>${escapeHtml(line.price)}</div></li>`,
    )
    .join('');
  const totals = rows.map(([label, value]) => `<div><span>${escapeHtml(label)}</span><span>${escapeHtml(value)}</span></div>`).join('');
  const note = grand.note ? `<div class="hint">${escapeHtml(grand.note)}</div>` : '';
  return `<h2 id="summary-title">${escapeHtml(texts.orderSummary)}</h2><ul class="lines">${items}</ul><div class="totals">${totals}
<div class="grand"><span>${escapeHtml(texts.total)}</span><span><small>${escapeHtml(grand.currency)}</small>${escapeHtml(grand.amount)}</span></div>${note}</div>`;
}

function cartSummary(view: CheckoutView): string {
  const { cart, texts } = view;
  const totals = totalsOf(cart);
  const money = (cents: number) => displayMoney(cents, cart.currencyCode, texts.lang);
  // Titles and options in the checkout's language, as the shop translates them (English where it does not).
  const local = (type: 'PRODUCT' | 'PRODUCT_OPTION' | 'PRODUCT_OPTION_VALUE', rowId: number, key: string, fallback: string) =>
    translationIn(view.catalogue, texts.lang, type, rowId, key, fallback);
  const lines = cart.lines.map((line) => {
    const image =
      (line.variant.imageRowId !== null ? view.catalogue.imagesById.get(line.variant.imageRowId) : null) ??
      line.variant.product.images[0] ??
      null;
    const options = line.variant.product.options
      .map((option, index) => {
        const name = line.variant.optionValues[index];
        const value = option.values.find((candidate) => candidate.name === name);
        return `${local('PRODUCT_OPTION', option.rowId, 'name', option.name)}: ${value ? local('PRODUCT_OPTION_VALUE', value.rowId, 'name', name) : name}`;
      })
      .join(' · ');
    return {
      image: image ? imageUrl(image, view.publicUrl, { maxWidth: 128, maxHeight: 160, crop: 'CENTER' }) : null,
      title: local('PRODUCT', line.variant.product.rowId, 'title', line.variant.product.title),
      options,
      quantity: line.quantity,
      price: money(line.subtotalCents),
    };
  });
  const rows: [string, string][] = [[texts.subtotal, money(totals.subtotal)]];
  if (totals.discount > 0)
    rows.push([
      `${texts.discount} (${cart.discountCodes
        .filter((code) => code.applicable)
        .map((code) => code.code)
        .join(', ')})`,
      `−${money(totals.discount)}`,
    ]);
  rows.push([texts.shipping, texts.free]);
  if (!totals.tax.included) rows.push([texts.taxes, money(totals.tax.taxCents)]);
  const note = totals.tax.included ? texts.includingTaxes(money(totals.tax.taxCents)) : undefined;
  return summary(lines, rows, { currency: cart.currencyCode, amount: money(totals.total), note }, texts);
}

function field(
  view: CheckoutView,
  name: FormField,
  label: string,
  options: { type?: string; autocomplete?: string; required?: boolean; inputmode?: string; placeholder?: string } = {},
): string {
  const error = view.errors[name];
  const id = `checkout-${name}`;
  const attributes = [
    `id="${id}"`,
    `name="${name}"`,
    `type="${options.type ?? 'text'}"`,
    `value="${escapeHtml(view.values[name])}"`,
    options.autocomplete ? `autocomplete="${options.autocomplete}"` : '',
    options.required ? 'required' : '',
    options.inputmode ? `inputmode="${options.inputmode}"` : '',
    options.placeholder ? `placeholder="${escapeHtml(options.placeholder)}"` : '',
    error ? `aria-invalid="true" aria-describedby="${id}-error"` : '',
  ]
    .filter(Boolean)
    .join(' ');
  return `<label for="${id}"${error ? ' class="invalid"' : ''}><span>${escapeHtml(label)}</span><input ${attributes}>${error ? `<div class="error" id="${id}-error">${escapeHtml(error)}</div>` : ''}</label>`;
}

function countrySelect(view: CheckoutView): string {
  const chosen = view.values.country || view.cart.market.country.isoCode;
  const options = COUNTRIES.map(
    (country) => `<option value="${country.isoCode}"${country.isoCode === chosen ? ' selected' : ''}>${escapeHtml(country.name)}</option>`,
  ).join('');
  const error = view.errors.country;
  return `<label for="checkout-country"${error ? ' class="invalid"' : ''}><span>${escapeHtml(view.texts.countryRegion)}</span><select id="checkout-country" name="country" autocomplete="country">${options}</select>${error ? `<div class="error">${escapeHtml(error)}</div>` : ''}</label>`;
}

function provinceField(view: CheckoutView): string {
  const country = view.values.country || view.cart.market.country.isoCode;
  const provinces = PROVINCES[country];
  if (!provinces) return field(view, 'province', view.texts.optionalProvince, { autocomplete: 'address-level1' });
  const error = view.errors.province;
  const chosen = view.values.province;
  const options = provinces
    .map(
      (province) =>
        `<option value="${escapeHtml(province.code)}"${province.code === chosen || province.name === chosen ? ' selected' : ''}>${escapeHtml(province.name)}</option>`,
    )
    .join('');
  return `<label for="checkout-province"${error ? ' class="invalid"' : ''}><span>${escapeHtml(country === 'US' ? view.texts.state : view.texts.province)}</span><select id="checkout-province" name="province" autocomplete="address-level1"><option value="">${escapeHtml(view.texts.select)}</option>${options}</select>${error ? `<div class="error">${escapeHtml(error)}</div>` : ''}</label>`;
}

export function renderCheckout(view: CheckoutView, status = 200): Response {
  const { texts } = view;
  const errorCount = Object.keys(view.errors).length;
  const banner = view.errors.form
    ? `<div class="banner" role="alert">${escapeHtml(view.errors.form)}</div>`
    : errorCount
      ? `<div class="banner" role="alert">${escapeHtml(texts.correctFields(errorCount))}</div>`
      : '';
  const notice = view.notice ? `<div class="notice" role="status">${escapeHtml(view.notice)}</div>` : '';
  const account = view.signedInAs ? `<p class="hint">${escapeHtml(texts.signedInAs(view.signedInAs))}</p>` : '';
  const body = `<div class="layout"><main class="main"><h1>${escapeHtml(texts.checkout)}</h1>${account}${banner}${notice}
<form method="post" action="${escapeHtml(view.action)}" novalidate>
<fieldset><legend><h2>${escapeHtml(texts.contact)}</h2></legend>${field(view, 'email', texts.email, { type: 'email', autocomplete: 'email', required: true })}</fieldset>
<fieldset><legend><h2>${escapeHtml(texts.delivery)}</h2></legend>${countrySelect(view)}
<div class="row">${field(view, 'firstName', texts.firstName, { autocomplete: 'given-name' })}${field(view, 'lastName', texts.lastName, { autocomplete: 'family-name', required: true })}</div>
${field(view, 'company', texts.company, { autocomplete: 'organization' })}
${field(view, 'address1', texts.address, { autocomplete: 'address-line1', required: true })}
${field(view, 'address2', texts.address2, { autocomplete: 'address-line2' })}
<div class="row3">${field(view, 'city', texts.city, { autocomplete: 'address-level2', required: true })}${provinceField(view)}${field(view, 'zip', texts.zip, { autocomplete: 'postal-code' })}</div>
${field(view, 'phone', texts.phone, { type: 'tel', autocomplete: 'tel' })}
<p class="hint">${escapeHtml(texts.shippingHint)}</p></fieldset>
<fieldset><legend><h2>${escapeHtml(texts.payment)}</h2></legend><p class="hint">${escapeHtml(texts.testMode)}</p>
${field(view, 'cardNumber', texts.cardNumber, { autocomplete: 'cc-number', inputmode: 'numeric', required: true })}
<div class="row3">${field(view, 'cardExpiry', texts.cardExpiry, { autocomplete: 'cc-exp', placeholder: 'MM / YY', required: true })}${field(view, 'cardCvc', texts.cardCvc, { autocomplete: 'cc-csc', inputmode: 'numeric', required: true })}${field(view, 'cardName', texts.cardName, { autocomplete: 'cc-name', required: true })}</div>
</fieldset><button type="submit">${escapeHtml(texts.payNow)}</button></form>
<p class="hint"><a href="${escapeHtml(view.storefrontUrl)}/cart">${escapeHtml(texts.returnToCart)}</a></p></main>
<aside class="summary" aria-labelledby="summary-title">${cartSummary(view)}</aside></div>`;
  return pageShell(texts.checkout, view.storefrontUrl, body, status, texts.lang);
}

export function renderThankYou(
  order: OrderRecord,
  lines: OrderLineRecord[],
  catalogue: Catalogue,
  publicUrl: string,
  storefrontUrl: string,
  texts: CheckoutTexts,
): Response {
  const money = (cents: number) => displayMoney(cents, order.currencyCode, texts.lang);
  const summaryLines = lines.map((line) => {
    const variant = line.variantRowId === null ? undefined : catalogue.variantsById.get(line.variantRowId);
    const image = variant
      ? ((variant.imageRowId !== null ? catalogue.imagesById.get(variant.imageRowId) : null) ?? variant.product.images[0] ?? null)
      : null;
    return {
      image: image ? imageUrl(image, publicUrl, { maxWidth: 128, maxHeight: 160, crop: 'CENTER' }) : null,
      title: line.title,
      options: line.variantTitle ?? '',
      quantity: line.quantity,
      price: money(line.unitPrice * line.quantity),
    };
  });
  const rows: [string, string][] = [[texts.subtotal, money(order.subtotal)]];
  if (order.totalDiscount > 0)
    rows.push([`${texts.discount} (${order.discountCodes.map((code) => code.code).join(', ')})`, `−${money(order.totalDiscount)}`]);
  rows.push([texts.shipping, order.totalShipping ? money(order.totalShipping) : texts.free]);
  if (!order.taxesIncluded) rows.push([texts.taxes, money(order.totalTax)]);
  const note = order.taxesIncluded ? texts.includingTaxes(money(order.totalTax)) : undefined;
  const address = order.shippingAddress ? formatAddress(order.shippingAddress, { withName: true }).map(escapeHtml).join('<br>') : '';
  const greeting = texts.thankYou(order.shippingAddress?.firstName ?? null);
  const body = `<div class="layout"><main class="main"><p class="check" aria-hidden="true">✓</p><p class="hint">${escapeHtml(texts.orderLabel)} <strong data-order-name>${escapeHtml(order.name)}</strong></p>
<h1>${escapeHtml(greeting)}</h1><div class="notice"><strong>${escapeHtml(texts.orderConfirmed)}</strong> ${escapeHtml(texts.confirmationMail(order.email ?? ''))}</div>
<h2>${escapeHtml(texts.orderDetails)}</h2><div class="row"><div><h3 class="hint">${escapeHtml(texts.shippingAddress)}</h3><p>${address}</p></div>
<div><h3 class="hint">${escapeHtml(texts.payment)}</h3><p>${escapeHtml(texts.cardEnding(order.cardLast4 ?? '', money(order.total)))}</p><h3 class="hint">${escapeHtml(texts.shippingMethod)}</h3><p>${escapeHtml(texts.standardInsured)}</p></div></div>
<p><a href="${escapeHtml(storefrontUrl)}">${escapeHtml(texts.continueShopping)}</a></p></main>
<aside class="summary" aria-labelledby="summary-title">${summary(summaryLines, rows, { currency: order.currencyCode, amount: money(order.total), note }, texts)}</aside></div>`;
  return pageShell(texts.orderConfirmedTitle(order.name), storefrontUrl, body, 200, texts.lang);
}

export function renderMessage(title: string, message: string, storefrontUrl: string, status: number): Response {
  return pageShell(
    title,
    storefrontUrl,
    `<main class="main"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(storefrontUrl)}">Continue shopping</a></p></main>`,
    status,
  );
}
