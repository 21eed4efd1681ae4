// Where an option value's swatch comes from (spec section 3): the value's own swatch in the shop,
// then the product's `pdp.swatch_color` (a single-colour product is its colour), then the site
// settings' custom product options, matched by option name and colour name.
import { isColourOption } from '~/core/catalogue/sizes';

export interface Swatch {
  color: string | null;
  image: string | null;
}

export interface CustomColourOption {
  title: string;
  colors: Array<{ title: string; hex: string }>;
}

export interface SwatchInput {
  optionName: string;
  valueName: string;
  /** The option value's swatch from the Storefront API. */
  swatch?: { color?: string | null; image?: { previewImage?: { url: string } | null } | null } | null;
  /** `pdp.swatch_color`, used when the product has this one colour only. */
  productSwatchColor?: string | null;
  /** How many values the option has: a product colour metafield names only a single colour. */
  valueCount: number;
  customOptions: CustomColourOption[];
}

const CSS_HEX = /^#(?:[0-9a-f]{3}|[0-9a-f]{6}|[0-9a-f]{8})$/i;
const fold = (text: string) => text.trim().toLowerCase();

/** A colour safe to put in a style attribute: only hex notations pass. */
export function safeColour(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed && CSS_HEX.test(trimmed) ? trimmed : null;
}

export function resolveSwatch(input: SwatchInput): Swatch | null {
  const image = input.swatch?.image?.previewImage?.url ?? null;
  const own = safeColour(input.swatch?.color);
  if (own || image) return { color: own, image };
  if (!isColourOption(input.optionName)) return null;
  const productColour = input.valueCount === 1 ? safeColour(input.productSwatchColor) : null;
  if (productColour) return { color: productColour, image: null };
  const option =
    input.customOptions.find((candidate) => fold(candidate.title) === fold(input.optionName)) ??
    input.customOptions.find((candidate) => isColourOption(candidate.title));
  const match = option?.colors.find((colour) => fold(colour.title) === fold(input.valueName));
  const custom = safeColour(match?.hex);
  return custom ? { color: custom, image: null } : null;
}

/**
 * The site's custom colours narrowed to the values a page shows (by name, as resolveSwatch matches
 * them): the settings list every colour of the house, a product page needs its own few.
 */
export function customOptionsFor(
  customOptions: readonly CustomColourOption[] | null | undefined,
  valueNames: Iterable<string>,
): CustomColourOption[] {
  const wanted = new Set(Array.from(valueNames, fold));
  return (customOptions ?? []).flatMap((option) => {
    const colors = option.colors.filter((colour) => wanted.has(fold(colour.title))).map(({ title, hex }) => ({ title, hex }));
    return colors.length ? [{ title: option.title, colors }] : [];
  });
}
