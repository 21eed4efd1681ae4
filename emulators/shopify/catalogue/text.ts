// Case- and accent-insensitive text, the way Shopify's search treats "Cintura" and "cintura".
// Filters and facets fold the same few labels (types, vendors, option names) for every product
// of a listing, so folded forms are remembered: NFD normalisation dominated a 10,000-product facet pass.
const folded = new Map<string, string>();
const FOLD_CACHE_LIMIT = 50_000;

export function foldText(text: string): string {
  let result = folded.get(text);
  if (result === undefined) {
    result = text
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase();
    if (folded.size >= FOLD_CACHE_LIMIT) folded.clear();
    folded.set(text, result);
  }
  return result;
}

/** Shopify's handle form of a label ("Verde Bosco" -> "verde-bosco"), used in filter ids. */
export function handleize(text: string): string {
  return foldText(text)
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}
