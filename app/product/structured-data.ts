// schema.org data for a product page: the Product with one Offer per variant, and the breadcrumb
// trail. Plain objects; React Router's meta renders them as escaped JSON-LD.

interface StructuredVariant {
  id: string;
  title: string;
  sku?: string | null;
  availableForSale: boolean;
  price: { amount: string; currencyCode: string };
  image?: { url: string } | null;
  selectedOptions: Array<{ name: string; value: string }>;
}

export interface StructuredProduct {
  title: string;
  handle: string;
  description?: string | null;
  vendor?: string | null;
  productType?: string | null;
  featuredImage?: { url: string } | null;
  images: string[];
  variants: StructuredVariant[];
}

// `base` is where the page's market lives on the shop's origin ('https://shop.example/it-it'):
// every URL named here is the base and a path, so structured data keeps the page's market.

/** The product's own URL with a variant selected, as the offers point at it. */
export function variantUrl(base: string, handle: string, variantId: string): string {
  const url = new URL(`${base}/products/${encodeURIComponent(handle)}`);
  url.searchParams.set('variant', variantId.split('/').pop() ?? variantId);
  return url.toString();
}

export function productJsonLd(product: StructuredProduct, base: string, siteName: string) {
  const url = new URL(`${base}/products/${encodeURIComponent(product.handle)}`).toString();
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.title,
    url,
    ...(product.description ? { description: product.description } : {}),
    ...(product.images.length ? { image: product.images } : product.featuredImage ? { image: [product.featuredImage.url] } : {}),
    brand: { '@type': 'Brand', name: product.vendor || siteName },
    ...(product.productType ? { category: product.productType } : {}),
    offers: product.variants.map((variant) => ({
      '@type': 'Offer',
      name: variant.title,
      price: Number(variant.price.amount).toFixed(2),
      priceCurrency: variant.price.currencyCode,
      availability: variant.availableForSale ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock',
      url: variantUrl(base, product.handle, variant.id),
      itemCondition: 'https://schema.org/NewCondition',
      ...(variant.sku ? { sku: variant.sku } : {}),
      ...(variant.image ? { image: variant.image.url } : {}),
    })),
  };
}

export function breadcrumbJsonLd(trail: Array<{ name: string; path: string }>, base: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: new URL(`${base}${crumb.path}`).toString(),
    })),
  };
}

/** A product page's piece, as its loader sends it. */
interface PageStructuredProduct extends Omit<StructuredProduct, 'images' | 'variants'> {
  extras: { imageUrls: string[] };
  variants: { nodes: StructuredVariant[] };
}

/**
 * A product page's JSON-LD, built where the meta tags are (on the server for the document, in the
 * browser after a navigation) from data the page already has, rather than sent a second time.
 * Structured data names the product's address; without the shop's own origin there is none to name.
 */
/** `home` names the breadcrumb's first step in the page's language. */
export function productPageJsonLd(product: PageStructuredProduct, base: string | null, siteName: string, home: string) {
  if (!base) return [];
  const { extras, variants, ...named } = product;
  return [
    productJsonLd({ ...named, images: extras.imageUrls, variants: variants.nodes }, base, siteName),
    breadcrumbJsonLd(
      [
        { name: home, path: '/' },
        { name: product.title, path: `/products/${product.handle}` },
      ],
      base,
    ),
  ];
}
