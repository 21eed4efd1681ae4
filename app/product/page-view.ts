// What the product page draws from its loader's data and the chosen variant, in the browser as on
// the server: kept out of the route so that it reads as the page's outline.
import { FEW_LEFT_MAX } from '~/core/constants';
import { productMessages } from '~/product/texts';
import { messagesIn } from '~/core/texts/language';
import type { Locale } from '~/core/locale/locale';
import type { PageProduct } from './page-product';

/** The products of the piece's colour family (its matching colours); none when it has no family. */
export function siblingColours(product: Pick<PageProduct, 'matchingColours'>) {
  const reference = product.matchingColours?.reference;
  return reference && 'products' in reference ? reference.products.nodes : [];
}

interface ChosenVariant {
  availableForSale?: boolean;
  quantityAvailable?: number | null;
}

/** The availability line: sold out, a few left, in stock; nothing for a pre-order (its note says it). */
export function availabilityNote(variant: ChosenVariant | null | undefined, preorder: boolean, locale: Locale): string | null {
  const productText = messagesIn(locale, productMessages);
  if (!variant?.availableForSale) return productText.soldOutNotice;
  if (preorder) return null;
  const quantity = variant.quantityAvailable ?? null;
  return quantity !== null && quantity > 0 && quantity <= FEW_LEFT_MAX ? productText.fewLeft(quantity) : productText.inStock;
}
