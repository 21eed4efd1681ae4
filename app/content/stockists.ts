import type { StockistsQueryResult } from '~/core/sanity/model';

export type Stockist = StockistsQueryResult[number];

/** Stockists grouped by country, countries and the shops within them in alphabetical order. */
export function groupStockistsByCountry(stockists: Stockist[]): Array<{ country: string; stockists: Stockist[] }> {
  const groups = new Map<string, Stockist[]>();
  for (const stockist of stockists) {
    const country = stockist.country.trim();
    groups.set(country, [...(groups.get(country) ?? []), stockist]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => a.localeCompare(b, 'en'))
    .map(([country, entries]) => ({
      country,
      stockists: [...entries].sort((a, b) => a.city.localeCompare(b.city, 'en') || a.name.localeCompare(b.name, 'en')),
    }));
}
