import { useNavigation } from 'react-router';

interface Variant {
  selectedOptions: Array<{ name: string; value: string }>;
}

/**
 * The variant to show while a choice is on its way: the one the address being loaded names (its
 * option parameters), when the page already has it; otherwise the page's own. What Hydrogen's
 * useOptimisticVariant does for the skeleton, written here because any import from Hydrogen brings
 * its whole client module (analytics, consent, the cart, paging: one file) into the product page's
 * first load (lib/cart/bag-form.ts says the same of the bag form).
 */
export function useOptimisticVariant<V extends Variant>(selected: V | null | undefined, variants: V[]): V | null {
  const navigation = useNavigation();
  if (navigation.state !== 'loading') return selected ?? null;
  const next = new URLSearchParams(navigation.location.search);
  return variants.find((variant) => variant.selectedOptions.every((option) => next.get(option.name) === option.value)) ?? selected ?? null;
}
