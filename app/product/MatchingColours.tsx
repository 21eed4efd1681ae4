import { Link } from 'react-router';
import { productMessages } from '~/product/texts';
import { resolveSwatch, type CustomColourOption } from '~/core/catalogue/swatches';
import { messagesIn } from '~/core/texts/language';
import { useLocale } from '~/core/locale/use-locale';

export interface MatchingColourProduct {
  id: string;
  handle: string;
  title: string;
  availableForSale: boolean;
  swatchColor?: { value: string } | null;
  options: Array<{ name: string; optionValues: Array<{ name: string; swatch?: { color?: string | null } | null }> }>;
}

/** The same model in its other colours (the swatch collection), each a link to its own page. */
export function MatchingColours({
  products,
  currentHandle,
  customOptions,
}: {
  products: MatchingColourProduct[];
  currentHandle: string;
  customOptions: CustomColourOption[];
}) {
  const productText = messagesIn(useLocale(), productMessages);
  if (products.length < 2) return null;
  return (
    <div className="matching-colours">
      <p className="product-option__label">{productText.matchingColours}</p>
      <ul className="product-option__values">
        {products.map((product) => {
          const colourOption = product.options[0];
          const value = colourOption?.optionValues[0];
          const swatch = resolveSwatch({
            optionName: colourOption?.name ?? 'Color',
            valueName: value?.name ?? product.title,
            swatch: value?.swatch,
            productSwatchColor: product.swatchColor?.value,
            valueCount: 1,
            customOptions,
          });
          const current = product.handle === currentHandle;
          const label = `${product.title}${product.availableForSale ? '' : ' (sold out)'}`;
          return (
            <li key={product.id}>
              <Link
                to={`/products/${product.handle}`}
                prefetch="intent"
                className={`option-value option-value--swatch${current ? ' is-selected' : ''}${product.availableForSale ? '' : ' is-sold-out'}`}
                aria-current={current ? 'page' : undefined}
                aria-label={label}
                title={label}
              >
                <span
                  className="option-value__swatch"
                  aria-hidden="true"
                  style={swatch?.color ? { backgroundColor: swatch.color } : undefined}
                />
                <span className="option-value__name">{value?.name ?? product.title}</span>
              </Link>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
