import { Link } from 'react-router';
import type { MappedProductOptions } from '@shopify/hydrogen';
import { isColourOption, isSizeOption, sortSizes } from '~/core/catalogue/sizes';
import { resolveSwatch, type CustomColourOption } from '~/core/catalogue/swatches';
import { productSearch } from '~/core/catalogue/url';

type OptionValue = MappedProductOptions['optionValues'][number];

interface ProductOptionsProps {
  options: MappedProductOptions[];
  customOptions: CustomColourOption[];
  productSwatchColor: string | null;
  sizeGuide?: React.ReactNode;
}

/**
 * The option pickers: every value is a link to the product with that option changed (Hydrogen's
 * option map tells which variant it lands on), so choosing works the same with and without
 * JavaScript. Sold-out combinations stay selectable, struck through.
 */
export function ProductOptions({ options, customOptions, productSwatchColor, sizeGuide }: ProductOptionsProps) {
  return (
    <div className="product-options">
      {options.map((option) => {
        const selected = option.optionValues.find((value) => value.selected);
        const colour = isColourOption(option.name);
        const size = isSizeOption(option.name);
        const values = size ? sortSizes(option.optionValues, (value) => value.name) : option.optionValues;
        return (
          <div
            key={option.name}
            className={`product-option${colour ? ' product-option--colour' : ''}${size ? ' product-option--size' : ''}`}
            role="group"
            // Named in words, not by the heading (that reads "ColorNero": the value is a separate span).
            aria-label={selected ? `${option.name}: ${selected.name}` : option.name}
          >
            <div className="product-option__header">
              <p className="product-option__label" aria-hidden="true">
                {option.name}
                {selected ? <span className="product-option__value">{selected.name}</span> : null}
              </p>
              {size && values.length > 1 ? sizeGuide : null}
            </div>
            {values.length > 1 || colour ? (
              <ul className="product-option__values">
                {values.map((value) => (
                  <li key={value.name}>
                    <OptionValueLink
                      value={value}
                      swatch={
                        colour
                          ? resolveSwatch({
                              optionName: option.name,
                              valueName: value.name,
                              swatch: value.swatch,
                              productSwatchColor,
                              valueCount: option.optionValues.length,
                              customOptions,
                            })
                          : null
                      }
                      colour={colour}
                    />
                  </li>
                ))}
              </ul>
            ) : null}
          </div>
        );
      })}
    </div>
  );
}

function OptionValueLink({ value, swatch, colour }: { value: OptionValue; swatch: ReturnType<typeof resolveSwatch>; colour: boolean }) {
  const soldOut = value.exists && !value.available;
  const className = [
    'option-value',
    colour ? 'option-value--swatch' : 'option-value--text',
    value.selected ? 'is-selected' : '',
    soldOut ? 'is-sold-out' : '',
    !value.exists ? 'is-missing' : '',
  ]
    .filter(Boolean)
    .join(' ');
  const label = `${value.name}${soldOut ? ' (sold out)' : ''}${!value.exists ? ' (unavailable)' : ''}`;
  const content = colour ? (
    <>
      <span
        className="option-value__swatch"
        aria-hidden="true"
        style={
          swatch
            ? {
                backgroundColor: swatch.color ?? undefined,
                backgroundImage: swatch.image ? `url("${encodeURI(swatch.image)}")` : undefined,
              }
            : undefined
        }
      />
      <span className="option-value__name">{value.name}</span>
    </>
  ) : (
    <span className="option-value__name">{value.name}</span>
  );

  // A combination the shop does not make at all has nowhere to go.
  if (!value.exists || !value.variant) {
    return (
      <span className={className} aria-disabled="true" aria-label={label} title={label}>
        {content}
      </span>
    );
  }
  const options = value.variant.selectedOptions ?? [];
  const to = `/products/${value.handle}${productSearch(
    options.map((entry) => ({ name: entry.name, value: entry.value })),
    value.variant.id,
  )}`;
  return (
    <Link
      to={to}
      className={className}
      replace={!value.isDifferentProduct}
      preventScrollReset
      prefetch="intent"
      aria-current={value.selected ? 'true' : undefined}
      aria-label={label}
      title={label}
    >
      {content}
    </Link>
  );
}
