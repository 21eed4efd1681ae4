// Case- and accent-insensitive text, the way Shopify's search treats "Cintura" and "cintura".
export function foldText(text: string): string {
  return text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

/** Shopify's handle form of a label ("Verde Bosco" -> "verde-bosco"), used in filter ids. */
export function handleize(text: string): string {
  return foldText(text).replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '');
}
