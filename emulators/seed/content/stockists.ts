// Stockists in several countries: the atelier shop and independent retailers (all fictional).
import type { StockistDocument } from '../../../content-model/documents.ts';
import { stamp } from './builder.ts';
import { slugify } from '../slugify.ts';

type Stored = StockistDocument & { _createdAt: string; _updatedAt: string };

const STOCKISTS: Array<Omit<StockistDocument, '_id' | '_type'>> = [
  {
    country: 'Italy',
    city: 'Florence',
    name: 'Bottega Atelier',
    address: 'Via dei Serragli 48r\n50124 Firenze FI',
    link: 'https://bottega.example/stockists',
    mapLink: 'https://maps.google.com/?q=Via+dei+Serragli+48+Firenze',
  },
  {
    country: 'Italy',
    city: 'Milan',
    name: 'Spazio Brera',
    address: 'Via Fiori Chiari 12\n20121 Milano MI',
    mapLink: 'https://maps.google.com/?q=Via+Fiori+Chiari+12+Milano',
  },
  {
    country: 'Italy',
    city: 'Rome',
    name: 'Bottega Monti (concession)',
    address: 'Via del Boschetto 31\n00184 Roma RM',
    mapLink: 'https://maps.google.com/?q=Via+del+Boschetto+31+Roma',
  },
  {
    country: 'France',
    city: 'Paris',
    name: 'Maison Carreau',
    address: '14 rue de Saintonge\n75003 Paris',
    link: 'https://maisoncarreau.example',
    mapLink: 'https://maps.google.com/?q=14+rue+de+Saintonge+Paris',
  },
  {
    country: 'United Kingdom',
    city: 'London',
    name: 'Holloway & Field',
    address: '22 Lamb’s Conduit Street\nLondon WC1N 3LE',
    link: 'https://hollowayfield.example',
    mapLink: 'https://maps.google.com/?q=22+Lambs+Conduit+Street+London',
  },
  {
    country: 'United States',
    city: 'New York',
    name: 'Leland Supply',
    address: '87 Franklin Street\nNew York, NY 10013',
    link: 'https://lelandsupply.example',
    mapLink: 'https://maps.google.com/?q=87+Franklin+Street+New+York',
  },
  {
    country: 'United States',
    city: 'Los Angeles',
    name: 'Casa Alta',
    address: '8421 Melrose Place\nLos Angeles, CA 90069',
    mapLink: 'https://maps.google.com/?q=8421+Melrose+Place+Los+Angeles',
  },
  {
    country: 'Japan',
    city: 'Tokyo',
    name: 'Kōbō Aoyama',
    address: '5-3-8 Minami-Aoyama, Minato-ku\nTokyo 107-0062',
    link: 'https://koboaoyama.example',
    mapLink: 'https://maps.google.com/?q=5-3-8+Minami-Aoyama+Tokyo',
  },
  {
    country: 'Germany',
    city: 'Berlin',
    name: 'Werkraum Mitte',
    address: 'Auguststraße 61\n10117 Berlin',
    mapLink: 'https://maps.google.com/?q=Auguststrasse+61+Berlin',
  },
];

export function stockistDocuments(): Stored[] {
  return STOCKISTS.map((stockist) => ({
    _id: `stockist-${slugify(`${stockist.city}-${stockist.name}`)}`,
    _type: 'stockist',
    ...stamp('2025-08-15'),
    ...stockist,
  }));
}
