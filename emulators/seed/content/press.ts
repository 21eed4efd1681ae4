// Press entries: publication, date, quote, a cutting and a link.
import type { PressDocument } from '../../../content-model/documents.ts';
import type { ContentBuilder } from './builder.ts';
import { stamp } from './builder.ts';
import { AVORIO, BORDEAUX, CAMMELLO, COGNAC, INK, SABBIA, STONE } from './palette.ts';

type Stored = PressDocument & { _createdAt: string; _updatedAt: string };

const ENTRIES: Array<{ id: string; publication: string; date: string; quote: string; link?: string; palette: string[] }> = [
  {
    id: 'press-corriere-della-sera',
    publication: 'Corriere della Sera',
    date: '2025-09-14',
    quote: 'In an age of logos, Bottega’s pochette is recognisable by its seam alone.',
    link: 'https://www.corriere.it/',
    palette: [AVORIO, INK, COGNAC],
  },
  {
    id: 'press-financial-times',
    publication: 'Financial Times, How To Spend It',
    date: '2025-06-07',
    quote: 'Twenty-two artisans, one building, and a waiting list for a wallet: the quiet house across the Arno.',
    link: 'https://www.ft.com/',
    palette: [SABBIA, INK, BORDEAUX],
  },
  {
    id: 'press-vogue-italia',
    publication: 'Vogue Italia',
    date: '2025-03-21',
    quote: 'The Symmetry Pochette is the rare accessory that looks better at ten years old than on the day it was bought.',
    link: 'https://www.vogue.it/',
    palette: [STONE, COGNAC, INK],
  },
  {
    id: 'press-monocle',
    publication: 'Monocle',
    date: '2024-11-02',
    quote: 'Florence’s best-kept workshop keeps its doors open and its prices honest.',
    palette: [CAMMELLO, AVORIO, INK],
  },
  {
    id: 'press-the-gentlewoman',
    publication: 'The Gentlewoman',
    date: '2024-05-18',
    quote: 'Leather that smells of chestnut bark and feels like it has already been loved.',
    link: 'https://thegentlewoman.co.uk/',
    palette: [BORDEAUX, AVORIO, COGNAC],
  },
];

export function pressDocuments(b: ContentBuilder): Stored[] {
  return ENTRIES.map((entry, index) => ({
    _id: entry.id,
    _type: 'press',
    ...stamp(entry.date),
    publication: entry.publication,
    date: entry.date,
    quote: entry.quote,
    image: b.image(
      { scene: 'press', palette: entry.palette, width: 1200, height: 800, seed: 600 + index },
      `A page from ${entry.publication} featuring Bottega`,
    ),
    ...(entry.link ? { link: entry.link } : {}),
  }));
}
